import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../tests/components/api";
import { listingDetail } from "../../../../tests/components/fixtures/listings";
import { withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import PropertyPage, { clientLoader } from "./property";

function renderListing(listing: ReturnType<typeof listingDetail>) {
  api.use(
    http.get(`*/api/properties/${listing.id}`, () => HttpResponse.json(listing)),
    http.get(`*/api/properties/${listing.id}/similar`, () => HttpResponse.json([])),
  );
  return renderRoute("/property/:id", withLocation(PropertyPage), {
    at: `/property/${listing.id}`,
    loader: clientLoader,
  });
}

describe("/property/:id through a home's life", () => {
  it("shows a sold home's closing price, facts and history, and offers no tour", async () => {
    renderListing(
      listingDetail({
        title: "Sold Craftsman",
        price: 689_000,
        squareFeet: 2_400,
        status: "closed",
        closedPrice: 702_000,
        closedOn: "2026-11-20",
        listedAt: "2026-09-01T10:00:00.000Z",
        daysOnMarket: 80,
        hoaDues: 120,
        priceHistory: [{ at: "2026-10-01T10:00:00.000Z", oldPrice: 749_000, newPrice: 689_000 }],
        statusHistory: [
          { at: "2026-11-20T10:00:00.000Z", status: "closed", price: 702_000 },
          { at: "2026-10-20T10:00:00.000Z", status: "pending", price: null },
        ],
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Sold Craftsman" });
    const header = within(
      screen.getByRole("banner", { hidden: true }).parentElement as HTMLElement,
    );
    expect(header.getAllByText("Sold").length).toBeGreaterThan(0);
    expect(screen.getAllByText("$702,000").length).toBeGreaterThan(0);
    expect(screen.getByText("Sold Nov 20, 2026")).toBeTruthy();
    for (const [term, value] of [
      ["Days on market", "80 days"],
      ["Price per sq ft", "$293"],
      ["HOA dues", "$120/mo"],
    ] as const) {
      expect(screen.getByText(term).nextElementSibling?.textContent).toBe(value);
    }
    const history = within(screen.getByRole("region", { name: "Listing history" }));
    expect(history.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DateEventPrice",
      "Nov 20, 2026Sold$702,000",
      "Oct 20, 2026Pending—",
      "Oct 1, 2026Price cut $60,000$689,000",
      "Sep 1, 2026Listed$749,000",
    ]);
    const aside = within(screen.getByRole("complementary", { name: "Agent and tours" }));
    expect(aside.getByText("Tours are not offered for this home any more.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /request tour/i })).toBeNull();
  });

  it("shows a rental's monthly rent, terms and move-in cost", async () => {
    renderListing(
      listingDetail({
        title: "Rented Loft",
        offer: "rent",
        price: 2_400,
        rental: {
          deposit: 3_000,
          leaseMonths: 12,
          availableFrom: "2027-01-01",
          petsCats: true,
          petsDogs: false,
          furnished: true,
          utilitiesIncluded: false,
          applicantRequirements: "Income three times the rent.",
        },
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Rented Loft" });
    expect(screen.getAllByText("$2,400/mo").length).toBeGreaterThan(0);
    const terms = within(screen.getByRole("region", { name: "Rental terms" }));
    expect(terms.getByText("Cats allowed")).toBeTruthy();
    expect(terms.getByText("Jan 1, 2027")).toBeTruthy();
    expect(terms.getByText("$5,400")).toBeTruthy();
    expect(terms.getByText(/\$7,200 a month \(\$86,400 a year\)/)).toBeTruthy();
  });
});
