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
      '"austin" · $200,000–$500,000 · 3+ beds · 2+ baths · House, Condo · Pool · Featured · ' +
        "Price: Low to High",
    );
  });

  it("says open-ended prices and singular rooms plainly", () => {
    expect(searchLabel({ minPrice: 750_000 })).toBe("$750,000+");
    expect(searchLabel({ maxPrice: 400_000 })).toBe("Up to $400,000");
    expect(searchLabel({ minPrice: 0, maxPrice: 400_000 })).toBe("Up to $400,000");
    expect(searchLabel({ beds: "1", baths: "1" })).toBe("1+ beds · 1+ baths");
    expect(searchLabel({ beds: "4", baths: "3" })).toBe("4+ beds · 3+ baths");
  });

  it("says Studio, and an exact number of bedrooms without the plus", () => {
    expect(searchLabel({ beds: "0" })).toBe("Studio");
    expect(searchLabel({ beds: "0", bedsExact: true })).toBe("Studio");
    expect(searchLabel({ beds: "3", bedsExact: true })).toBe("3 beds");
    expect(searchLabel({ beds: "1", bedsExact: true })).toBe("1 bed");
  });

  it("says the 'More filters' after the featured flag", () => {
    expect(
      searchLabel({
        beds: "2",
        minSqft: 1500,
        maxLotAcres: 0.5,
        minYearBuilt: 1990,
        maxYearBuilt: 2010,
        listedWithin: 7,
        videoTour: true,
        priceCut: true,
      }),
    ).toBe(
      "2+ beds · 1,500+ sq ft · Lot up to 0.5 acres · Built 1990–2010 · " +
        "Listed in the last 7 days · Video tour · Price cut",
    );
    expect(searchLabel({ maxSqft: 900, minYearBuilt: 2000, listedWithin: 1 })).toBe(
      "Up to 900 sq ft · Built 2000 or later · Listed in the last day",
    );
  });

  it("names a map area, a drawn area first", () => {
    const bbox = { west: -98, south: 30, east: -97, north: 31 };
    const poly: [number, number][] = [
      [-98, 30],
      [-97, 30],
      [-97.5, 31],
    ];
    expect(searchLabel({ beds: "2", bbox })).toBe("2+ beds · Map area");
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
    expect(searchLabelOfQuery("q=a%0Ab&beds=2")).toBe('"a b" · 2+ beds');
  });

  it("names a search without criteria", () => {
    expect(searchLabel({})).toBe(ALL_PROPERTIES_LABEL);
  });
});

describe("searchLabelOfQuery", () => {
  it("reads a /search query string, with or without '?', ignoring bad values", () => {
    expect(searchLabelOfQuery("?q=denver&beds=2&types=Villa,Land&beds=9")).toBe(
      '"denver" · 2+ beds · Villa, Land',
    );
    expect(searchLabelOfQuery("amenities=Gym,Moat&baths=2")).toBe("2+ baths");
    // A link from before the chips were minimums: "4+" was always four or more.
    expect(searchLabelOfQuery("beds=4%2B&baths=3%2B")).toBe("4+ beds · 3+ baths");
    expect(searchLabelOfQuery("")).toBe(ALL_PROPERTIES_LABEL);
  });
});
