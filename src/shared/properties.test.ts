import { describe, expect, it } from "vitest";
import { AMENITIES, amenityMask, coverFirst } from "./properties";

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

describe("coverFirst", () => {
  it("puts the chosen cover first and keeps the others in order", () => {
    const photos = ["a", "b", "c"].map((id) => ({ id, isCover: id === "c" }));
    expect(coverFirst(photos).map((photo) => photo.id)).toEqual(["c", "a", "b"]);
  });

  it("keeps the order when no photo is the cover", () => {
    const photos = ["a", "b"].map((id) => ({ id, isCover: false }));
    expect(coverFirst(photos).map((photo) => photo.id)).toEqual(["a", "b"]);
  });
});
