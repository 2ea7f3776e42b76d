import { describe, expect, it } from "vitest";
import { recentSearchQuery } from "./record-recent-search";

describe("recentSearchQuery", () => {
  it("is the search page's query string", () => {
    expect(recentSearchQuery({ q: "austin", beds: "3", sort: "price_low" })).toBe(
      "q=austin&beds=3&sort=price_low",
    );
    expect(recentSearchQuery({ featured: true })).toBe("featured=true");
  });

  it("is empty without criteria, even when sorted", () => {
    expect(recentSearchQuery({})).toBe("");
    expect(recentSearchQuery({ sort: "price_high" })).toBe("");
  });
});
