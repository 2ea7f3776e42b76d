import { describe, expect, it } from "vitest";
import { suggestSavedSearchName } from "./saved-search-name";
import { SAVED_SEARCH_NAME_MAX } from "./saved-searches";

describe("suggestSavedSearchName", () => {
  it("reads the criteria as a sentence", () => {
    expect(suggestSavedSearchName({ beds: "4", q: "austin", maxPrice: 900_000 })).toBe(
      "4+ beds in Austin under $900,000",
    );
    expect(
      suggestSavedSearchName({ types: ["House", "Condo"], beds: "1", baths: "2", minPrice: 1 }),
    ).toBe("House or Condo with 1+ beds, 2+ baths over $1");
    expect(suggestSavedSearchName({ beds: "0", q: "austin" })).toBe("Studio in Austin");
    expect(suggestSavedSearchName({ beds: "3", bedsExact: true })).toBe("3 beds");
    expect(suggestSavedSearchName({ q: "austin", minSqft: 1500, priceCut: true })).toBe(
      "Homes in Austin (1,500+ sq ft, Price cut)",
    );
    expect(
      suggestSavedSearchName({
        types: ["House", "Condo", "Villa"],
        minPrice: 200_000,
        maxPrice: 500_000,
        amenities: ["Pool", "Gym"],
        featured: true,
      }),
    ).toBe("House, Condo or Villa $200,000–$500,000 with Pool, Gym (featured)");
  });

  it("keeps the name on one line whatever the search text holds", () => {
    expect(suggestSavedSearchName({ q: "san\r\ndiego\t\u0085 ca\u2028" })).toBe(
      "Homes in San Diego Ca",
    );
    expect(suggestSavedSearchName({ q: "a\u0000\u0007b" })).toBe("Homes in A B");
  });

  it("names a search by place or amenities alone", () => {
    expect(suggestSavedSearchName({ q: "san diego" })).toBe("Homes in San Diego");
    expect(suggestSavedSearchName({ amenities: ["Pool"] })).toBe("Homes with Pool");
    expect(suggestSavedSearchName({ featured: true })).toBe("Featured homes");
  });

  it("names a search without criteria like Recent Searches does", () => {
    expect(suggestSavedSearchName({})).toBe("All properties");
    expect(suggestSavedSearchName({ sort: "price_low" })).toBe("All properties");
  });

  it("keeps a long name within the limit, cut between words", () => {
    const name = suggestSavedSearchName({ q: "word ".repeat(30).trim(), beds: "2" });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name).toMatch(/^2\+ beds in Word Word .* Word…$/);
  });
});
