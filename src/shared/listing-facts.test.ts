import { describe, expect, it } from "vitest";
import { listingFacts } from "./listing-facts";

const home = {
  listedAt: "2026-09-01T10:00:00.000Z",
  daysOnMarket: 31,
  offer: "sale",
  status: "active",
  price: 689_000,
  closedPrice: null,
  squareFeet: 2_400,
  hoaDues: 250,
} as const;

describe("listingFacts", () => {
  it("lists the listing day, days on market, price per square foot and HOA dues", () => {
    expect(listingFacts(home)).toEqual([
      { label: "Listed", value: "Sep 1, 2026" },
      { label: "Days on market", value: "31 days" },
      { label: "Price per sq ft", value: "$287" },
      { label: "HOA dues", value: "$250/mo" },
    ]);
  });

  it("prices a sold home by its closing price, a rent not by the foot, and skips what is unknown", () => {
    const sold = listingFacts({ ...home, status: "closed", closedPrice: 720_000, hoaDues: null });
    expect(sold.find((fact) => fact.label === "Price per sq ft")?.value).toBe("$300");
    expect(sold.some((fact) => fact.label === "HOA dues")).toBe(false);
    const rent = listingFacts({
      ...home,
      offer: "rent",
      price: 2_400,
      listedAt: null,
      daysOnMarket: null,
    });
    expect(rent).toEqual([{ label: "HOA dues", value: "$250/mo" }]);
  });
});
