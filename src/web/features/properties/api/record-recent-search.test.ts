import { describe, expect, it } from "vitest";
import { recentSearchQuery } from "./record-recent-search";

describe("recentSearchQuery", () => {
  it("is the search page's query string", () => {
    expect(recentSearchQuery({ q: "austin", beds: "3", sort: "price_low" })).toBe(
      "q=austin&beds=3&sort=price_low",
    );
    expect(recentSearchQuery({ featured: true })).toBe("featured=true");
  });

  it("leaves out the map's view but keeps a drawn area", () => {
    const bbox = { west: -98, south: 30, east: -97, north: 31 };
    expect(recentSearchQuery({ beds: "2", bbox, zoom: 9 })).toBe("beds=2");
    expect(recentSearchQuery({ bbox, zoom: 9 })).toBe("");
    expect(
      recentSearchQuery({
        poly: [
          [-97.8, 30.2],
          [-97.7, 30.2],
          [-97.7, 30.3],
        ],
      }),
    ).toBe("poly=-97.8%2C30.2%3B-97.7%2C30.2%3B-97.7%2C30.3");
  });

  it("is empty without criteria, even when sorted", () => {
    expect(recentSearchQuery({})).toBe("");
    expect(recentSearchQuery({ sort: "price_high" })).toBe("");
  });
});
