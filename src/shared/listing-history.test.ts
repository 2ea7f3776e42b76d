import { describe, expect, it } from "vitest";
import { listingHistory } from "./listing-history";

const listed = "2026-09-01T10:00:00.000Z";

describe("listingHistory", () => {
  it("tells a sale's life newest first, from its first price", () => {
    const events = listingHistory({
      offer: "sale",
      price: 689_000,
      listedAt: listed,
      priceHistory: [{ at: "2026-10-01T10:00:00.000Z", oldPrice: 749_000, newPrice: 689_000 }],
      statusHistory: [
        { at: "2026-11-20T10:00:00.000Z", status: "closed", price: 702_000 },
        { at: "2026-10-15T10:00:00.000Z", status: "pending", price: null },
        // The change that first put it on the market is its listing.
        { at: listed, status: "active", price: null },
      ],
    });
    expect(events.map((e) => [e.event, e.price, e.cut])).toEqual([
      ["Sold", "$702,000", false],
      ["Pending", null, false],
      ["Price cut $60,000", "$689,000", true],
      ["Listed", "$749,000", false],
    ]);
  });

  it("says a rent by the month, and a return to the market as such", () => {
    const events = listingHistory({
      offer: "rent",
      price: 2_400,
      listedAt: listed,
      priceHistory: [],
      statusHistory: [
        { at: "2026-10-20T10:00:00.000Z", status: "active", price: null },
        { at: "2026-10-01T10:00:00.000Z", status: "pending", price: null },
      ],
    });
    expect(events.map((e) => `${e.event} ${e.price ?? ""}`.trim())).toEqual([
      "Back on the market",
      "Application pending",
      "Listed $2,400/mo",
    ]);
  });

  it("has no listing line before the home was ever on the market", () => {
    const events = listingHistory({
      offer: "sale",
      price: 500_000,
      listedAt: null,
      priceHistory: [],
      statusHistory: [{ at: listed, status: "coming_soon", price: null }],
    });
    expect(events.map((e) => e.event)).toEqual(["Coming soon"]);
  });
});
