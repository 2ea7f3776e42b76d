import { describe, expect, it } from "vitest";
import { bedroomChipLabel, bedroomsInWords } from "./room-filters";
import { searchBounds } from "./search-bounds";

describe("searchBounds: the one reading of the chips and ranges", () => {
  it("reads the bedroom chips as minimums, Studio and the exact switch as exact", () => {
    expect(searchBounds({ beds: "3" })).toEqual({ bedrooms: { min: 3 } });
    expect(searchBounds({ beds: "3", bedsExact: true })).toEqual({ bedrooms: { min: 3, max: 3 } });
    expect(searchBounds({ beds: "0" })).toEqual({ bedrooms: { min: 0, max: 0 } });
    expect(searchBounds({ bedsExact: true })).toEqual({});
  });

  it("reads the bathroom chips as minimums", () => {
    expect(searchBounds({ baths: "2" })).toEqual({ bathrooms: { min: 2 } });
  });

  it("bounds square feet, lot size and year built, an end left open", () => {
    expect(
      searchBounds({ minSqft: 1000, maxLotAcres: 0.5, minYearBuilt: 1990, maxYearBuilt: 2000 }),
    ).toEqual({
      squareFeet: { min: 1000 },
      lotSizeAcres: { max: 0.5 },
      yearBuilt: { min: 1990, max: 2000 },
    });
    expect(searchBounds({ q: "austin", minPrice: 1 })).toEqual({});
  });
});

describe("the room chips in words", () => {
  it("labels the chips and the filter", () => {
    expect(bedroomChipLabel("0")).toBe("Studio");
    expect(bedroomChipLabel("5")).toBe("5+");
    expect(bedroomsInWords("2", false)).toBe("2+ beds");
    expect(bedroomsInWords("2", true)).toBe("2 beds");
    expect(bedroomsInWords(undefined, true)).toBeNull();
  });
});
