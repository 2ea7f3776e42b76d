import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CompareHome, CompareSlot } from "@/shared/compare";
import { compareMatrix } from "@/shared/compare-matrix";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { compareHome } from "../../../../tests/components/fixtures/compare";
import { listingId } from "../../../../tests/components/fixtures/listings";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import ComparePage, { clientLoader } from "./compare";

/**
 * The API knowing these slots (a bare id: a home no longer listed) and answering, like the
 * server, a comparison of the ids each request asks for. Returns the slots' ids.
 */
function answerComparison(slots: (CompareHome | string)[]) {
  const known: CompareSlot[] = slots.map((slot) =>
    typeof slot === "string" ? { id: slot, home: null } : { id: slot.id, home: slot },
  );
  api.use(
    http.get("*/api/properties/compare", ({ request }) => {
      const asked = new URL(request.url).searchParams.get("ids")?.split(",") ?? [];
      const answer = known.filter((slot) => asked.includes(slot.id));
      const homes = answer.flatMap((slot) => (slot.home ? [slot.home] : []));
      return HttpResponse.json({ slots: answer, matrix: compareMatrix(homes) });
    }),
  );
  return known.map((slot) => slot.id);
}

function renderCompare(at: string) {
  return renderRoute("/compare", withLocation(ComparePage), { at, loader: clientLoader });
}

/** The table's row named `name`, as a screen reader meets it. */
const rowNamed = async (name: string | RegExp) => within(await screen.findByRole("row", { name }));

describe("/compare", () => {
  it("offers the way to search when no home is picked", async () => {
    renderCompare("/compare");
    expect(await screen.findByRole("heading", { name: "No homes to compare" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search homes" }).getAttribute("href")).toBe("/search");
  });

  it("shows the homes side by side, marking what differs and what is best", async () => {
    const cheap = compareHome({ title: "Cheap Cottage", price: 300_000, amenities: ["Pool"] });
    const rental = compareHome({
      title: "Loft To Rent",
      price: 2_500,
      offer: "rent",
      amenities: [],
    });
    const ids = answerComparison([cheap, rental]);
    renderCompare(`/compare?ids=${ids.join(",")}`);

    const table = await screen.findByRole("table", { name: "2 homes side by side" });
    expect(within(table).getByRole("link", { name: "Cheap Cottage" }).getAttribute("href")).toBe(
      `/property/${cheap.id}`,
    );
    // Differences are named in words, not only tinted.
    const price = await rowNamed(/^Price \(differs\)/);
    expect(price.getByText("$300,000")).toBeTruthy();
    expect(price.getByText("$2,500/mo")).toBeTruthy();
    // A sale and a rental: no price wins.
    expect(price.queryByText("Best")).toBeNull();
    const perFoot = await rowNamed(/^Price per sq ft/);
    expect(perFoot.getByText("Not given for rentals")).toBeTruthy();
    // A rental has no mortgage estimate: a dash that says why.
    const payment = await rowNamed(/^Est\. monthly payment/);
    expect(payment.getByText("No estimate for this home")).toBeTruthy();
    expect(payment.getByText("$2,229/mo")).toBeTruthy();
    // The same in both: not marked.
    expect(await rowNamed("Bedrooms 3 3")).toBeTruthy();
    const pool = await rowNamed(/^Pool \(differs\)/);
    expect(pool.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["✓Yes", "✕No"]);
  });

  it("marks the best value of homes for sale, and shows only the differences when asked", async () => {
    const ids = answerComparison([
      compareHome({ title: "Small", price: 300_000, squareFeet: 1000 }),
      compareHome({ title: "Big", price: 500_000, squareFeet: 3000 }),
    ]);
    const { user } = renderCompare(`/compare?ids=${ids.join(",")}`);

    const size = await rowNamed(/^Size \(differs\)/);
    expect(size.getByRole("cell", { name: "3,000 sq ft Best" })).toBeTruthy();
    expect(screen.getByRole("row", { name: /^Bathrooms/ })).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Only differences" }));
    expect(await screen.findByRole("link", { name: "Show all facts" })).toBeTruthy();
    expect(currentUrl()).toBe(`/compare?ids=${ids.join(",")}&only=differences`);
    expect(screen.queryByRole("row", { name: /^Bathrooms/ })).toBeNull();
    expect(screen.getByRole("row", { name: /^Size/ })).toBeTruthy();
  });

  it("names homes no longer listed, and removes a home by its link", async () => {
    const stays = compareHome({ title: "Stays" });
    const goes = compareHome({ title: "Goes" });
    const gone = listingId();
    const ids = answerComparison([stays, gone, goes]);
    localStorage.setItem("homescope.compare", JSON.stringify(ids));
    const { user } = renderCompare(`/compare?ids=${ids.join(",")}`);

    expect(await screen.findByText("One home you picked is no longer available.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Remove it" }).getAttribute("href")).toBe(
      `/compare?ids=${stays.id},${goes.id}`,
    );
    // The tray's memory follows the homes still listed.
    expect(JSON.parse(localStorage.getItem("homescope.compare") ?? "")).toEqual([
      stays.id,
      goes.id,
    ]);

    await user.click(screen.getByRole("link", { name: "Remove Goes from compare" }));
    // The link navigates: the page's loader runs before the address changes.
    await waitFor(() => expect(currentUrl()).toBe(`/compare?ids=${stays.id},${gone}`));
    expect(await screen.findByRole("table", { name: "1 home side by side" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("homescope.compare") ?? "")).toEqual([stays.id]);
  });

  it("says why a link with too many homes does not work", async () => {
    api.use(
      http.get("*/api/properties/compare", () =>
        apiError(400, "VALIDATION_ERROR", "Invalid input", [
          { path: "ids", message: "You can compare up to 4 homes at a time." },
        ]),
      ),
    );
    renderCompare("/compare?ids=a,b,c,d,e");
    expect(
      await screen.findByText(
        "This comparison link does not work: You can compare up to 4 homes at a time.",
      ),
    ).toBeTruthy();
  });

  it("offers to try again when the comparison cannot load", async () => {
    let calls = 0;
    const home = compareHome({ title: "Second Try" });
    api.use(
      http.get("*/api/properties/compare", () => {
        calls += 1;
        if (calls === 1) return apiError(500, "INTERNAL_ERROR", "Something went wrong");
        return HttpResponse.json({ slots: [{ id: home.id, home }], matrix: compareMatrix([home]) });
      }),
    );
    const { user } = renderCompare(`/compare?ids=${home.id}`);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Second Try" })).toBeTruthy();
    expect(screen.getByText("Add another home to see how they differ.")).toBeTruthy();
  });
});
