import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalyticsCounts, AnalyticsReport } from "@/shared/analytics";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { renderRoute } from "../../../../../tests/components/render";
import { PerformancePanel } from "./performance-panel";

const ZERO: AnalyticsCounts = {
  views: 0,
  visitors: 0,
  saves: 0,
  shares: 0,
  leads: 0,
  tours: 0,
  plays: 0,
  averageWatched: null,
  completionRate: null,
};

/** A report of `days` days, the last with `today`'s counts, and the realtor's items. */
function reportOf(
  days: 7 | 30 | 90,
  today: Partial<AnalyticsCounts> = {},
  items: AnalyticsReport["items"] = [
    {
      kind: "listing",
      id: "11111111-1111-4111-8111-111111111111",
      title: "Harbor Loft",
      totals: ZERO,
    },
  ],
): AnalyticsReport {
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 29 - (days - 1 - i))).toISOString().slice(0, 10);
    return { day, ...ZERO, ...(i === days - 1 ? today : {}) };
  });
  return { days, selected: null, series, totals: { ...ZERO, ...today }, items };
}

const Mine = () => <PerformancePanel scope="mine" />;

describe("PerformancePanel", () => {
  it("switches between 7, 30 and 90 days with the keyboard and asks for that range", async () => {
    const asked: string[] = [];
    api.use(
      http.get("*/api/analytics", ({ request }) => {
        const days = Number(new URL(request.url).searchParams.get("days")) as 7 | 30 | 90;
        asked.push(String(days));
        return HttpResponse.json(reportOf(days, { views: 3, visitors: 2 }));
      }),
    );
    const { user } = renderRoute("/dashboard", Mine);
    const table = await screen.findByRole("table", { name: "Numbers by day, newest first" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    const thirty = screen.getByRole("radio", { name: "30 days" });
    expect((thirty as HTMLInputElement).checked).toBe(true);
    await user.click(thirty);
    await user.keyboard("{ArrowRight}");
    expect((screen.getByRole("radio", { name: "90 days" }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Numbers by day, newest first" })).getAllByRole(
          "row",
        ),
      ).toHaveLength(91),
    );
    expect(asked).toEqual(["30", "90"]);
    expect(screen.getByText("3 views by 2 daily visitors over the last 90 days.")).toBeTruthy();
  });

  it("says so when nothing was counted, and when there is nothing to count", async () => {
    api.use(http.get("*/api/analytics", () => HttpResponse.json(reportOf(30))));
    renderRoute("/dashboard", Mine);
    expect(await screen.findByText("Nothing counted in these days yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("tells a realtor without listings or reels where their numbers will be", async () => {
    api.use(http.get("*/api/analytics", () => HttpResponse.json(reportOf(30, {}, []))));
    renderRoute("/dashboard", Mine);
    expect(
      await screen.findByText("Your listings and reels will show their numbers here."),
    ).toBeTruthy();
  });

  it("offers to try again when the numbers cannot be read", async () => {
    let fail = true;
    api.use(
      http.get("*/api/analytics", () =>
        fail
          ? apiError(503, "SERVICE_UNAVAILABLE", "Down")
          : HttpResponse.json(reportOf(30, { views: 1 })),
      ),
    );
    const { user } = renderRoute("/dashboard", Mine);
    expect((await screen.findByRole("alert")).textContent).toContain("could not be loaded");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Numbers by day, newest first" })).toBeTruthy();
  });
});
