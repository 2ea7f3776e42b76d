import { describe, expect, it } from "vitest";
import { searchUpTo } from "./search-up-to";

describe("searchUpTo", () => {
  it("searches up to the price, in the state by its name, for sale or for rent", () => {
    expect(searchUpTo("sale", 427_000, "NC")).toEqual({
      to: "/search?q=North+Carolina&maxPrice=427000",
      label: "Search homes up to $427,000 in North Carolina",
    });
    expect(searchUpTo("rent", 1_500, null)).toEqual({
      to: "/search?offer=rent&maxPrice=1500",
      label: "Search rentals up to $1,500 a month",
    });
  });

  it("promises no limit the search would drop at the top of its price range", () => {
    // The search's slider ends at $2,000,000 (a month's rent at $10,000), meaning "and above".
    expect(searchUpTo("sale", 2_000_000, "CA")).toEqual({
      to: "/search?q=California",
      label: "Search all homes in California",
    });
    expect(searchUpTo("rent", 12_000, null).label).toBe("Search all rentals");
  });
});
