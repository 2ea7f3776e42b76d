import { describe, expect, it } from "vitest";
import { ALL_PROPERTIES_LABEL, searchLabel, searchLabelOfQuery } from "./search-label";

describe("searchLabel", () => {
  it("describes every criterion in a fixed order", () => {
    expect(
      searchLabel({
        q: "austin",
        minPrice: 200_000,
        maxPrice: 500_000,
        beds: "3",
        baths: "2",
        types: ["House", "Condo"],
        amenities: ["Pool"],
        featured: true,
        sort: "price_low",
      }),
    ).toBe(
      '"austin" · $200,000–$500,000 · 3 beds · 2 baths · House, Condo · Pool · Featured · ' +
        "Price: Low to High",
    );
  });

  it("says open-ended prices and singular rooms plainly", () => {
    expect(searchLabel({ minPrice: 750_000 })).toBe("$750,000+");
    expect(searchLabel({ maxPrice: 400_000 })).toBe("Up to $400,000");
    expect(searchLabel({ minPrice: 0, maxPrice: 400_000 })).toBe("Up to $400,000");
    expect(searchLabel({ beds: "1", baths: "1" })).toBe("1 bed · 1 bath");
    expect(searchLabel({ beds: "4+", baths: "3+" })).toBe("4+ beds · 3+ baths");
  });

  it("names a map area, a drawn area first", () => {
    const bbox = { west: -98, south: 30, east: -97, north: 31 };
    const poly: [number, number][] = [
      [-98, 30],
      [-97, 30],
      [-97.5, 31],
    ];
    expect(searchLabel({ beds: "2", bbox })).toBe("2 beds · Map area");
    expect(searchLabel({ bbox, poly })).toBe("Drawn area");
  });

  it("keeps long text and long selections short", () => {
    const label = searchLabel({
      q: "a very long search text that goes on and on for a while",
      types: ["House", "Apartment", "Condo", "Townhouse", "Villa"],
    });
    expect(label).toBe('"a very long search text that goes on…" · House, Apartment, Condo +2 more');
  });

  it("leaves out the default sort and a false featured flag", () => {
    expect(searchLabel({ q: "lake", sort: "newest", featured: false })).toBe('"lake"');
    expect(searchLabel({ sort: "price_high" })).toBe("Price: High to Low");
  });

  it("keeps search text on one line", () => {
    expect(searchLabel({ q: "austin\r\n\ttx" })).toBe('"austin tx"');
    expect(searchLabelOfQuery("q=a%0Ab&beds=2")).toBe('"a b" · 2 beds');
  });

  it("names a search without criteria", () => {
    expect(searchLabel({})).toBe(ALL_PROPERTIES_LABEL);
  });
});

describe("searchLabelOfQuery", () => {
  it("reads a /search query string, with or without '?', ignoring bad values", () => {
    expect(searchLabelOfQuery("?q=denver&beds=2&types=Villa,Land&beds=9")).toBe(
      '"denver" · 2 beds · Villa, Land',
    );
    expect(searchLabelOfQuery("amenities=Gym,Moat&baths=2")).toBe("2 baths");
    expect(searchLabelOfQuery("")).toBe(ALL_PROPERTIES_LABEL);
  });
});
