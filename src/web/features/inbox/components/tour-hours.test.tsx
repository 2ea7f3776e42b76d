import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_TOUR_HOURS, type TourAvailability } from "@/shared/tour-calendar";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { renderRoute } from "../../../../../tests/components/render";
import { TourHours } from "./tour-hours";

const SAVED: TourAvailability = {
  weekly: DEFAULT_TOUR_HOURS,
  slotMinutes: 30,
  blocks: [{ id: "b1", firstDay: "2026-12-24", lastDay: "2026-12-26", note: "Holidays" }],
};

describe("TourHours", () => {
  it("shows the saved hours and days off, and saves the week the realtor edits", async () => {
    const sent: unknown[] = [];
    api.use(
      http.get("*/api/tour-availability", () => HttpResponse.json(SAVED)),
      http.put("*/api/tour-availability", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(SAVED);
      }),
    );
    const { user } = renderRoute("/dashboard", TourHours);
    expect(await screen.findByText("Thu, Dec 24 – Sat, Dec 26 · Holidays")).toBeTruthy();
    const sunday = screen.getByRole("checkbox", { name: "Sunday" }) as HTMLInputElement;
    expect(sunday.checked).toBe(false);
    await user.click(sunday);
    await user.click(screen.getByRole("checkbox", { name: "Saturday" }));
    const from = screen.getByLabelText("Monday from");
    await user.clear(from);
    await user.type(from, "08:00");
    await user.selectOptions(screen.getByLabelText("Tour length"), "60");
    await user.click(screen.getByRole("button", { name: "Save tour hours" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      weekly: [
        { start: "08:00", end: "18:00" },
        ...Array.from({ length: 4 }, () => ({ start: "09:00", end: "18:00" })),
        null,
        { start: "09:00", end: "18:00" },
      ],
      slotMinutes: 60,
    });
  });
});
