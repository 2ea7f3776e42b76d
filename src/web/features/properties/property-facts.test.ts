import { describe, expect, it } from "vitest";
import { lotSizeLabel } from "@/shared/format";
import type { PropertyDetail } from "@/shared/properties";
import { garageLabel, propertyFacts } from "./property-facts";

describe("fact labels", () => {
  it("words lot size and garage", () => {
    expect(lotSizeLabel(0.25)).toBe("0.25 acres");
    expect(lotSizeLabel(1)).toBe("1 acre");
    expect(garageLabel(2)).toBe("2-car garage");
    expect(garageLabel(0)).toBe("None");
  });
});

describe("propertyFacts", () => {
  const property = {
    propertyType: "House",
    yearBuilt: 2018,
    lotSizeAcres: 0.25,
    stories: 2,
    garageSpaces: 2,
    condition: "Excellent",
  } as PropertyDetail;

  it("lists the facts in order", () => {
    expect(propertyFacts(property)).toEqual([
      { label: "Property type", value: "House" },
      { label: "Year built", value: "2018" },
      { label: "Lot size", value: "0.25 acres" },
      { label: "Stories", value: "2" },
      { label: "Garage", value: "2-car garage" },
      { label: "Condition", value: "Excellent" },
    ]);
  });

  it("hides facts the listing does not state", () => {
    const sparse = { ...property, yearBuilt: null, garageSpaces: null, condition: null };
    expect(propertyFacts(sparse).map((fact) => fact.label)).toEqual([
      "Property type",
      "Lot size",
      "Stories",
    ]);
  });
});
