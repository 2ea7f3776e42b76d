import { describe, expect, it } from "vitest";
import { AMENITIES, amenityMask } from "./properties";

describe("amenityMask", () => {
  it("gives each amenity its own bit, in list order", () => {
    expect(amenityMask([])).toBe(0);
    expect(amenityMask(["Pool"])).toBe(1);
    expect(amenityMask(["Garden"])).toBe(2);
    expect(amenityMask(["Security System"])).toBe(128);
    expect(amenityMask(["Gym", "Pool", "Gym"])).toBe(65);
    expect(amenityMask([...AMENITIES])).toBe(2 ** AMENITIES.length - 1);
  });
});
