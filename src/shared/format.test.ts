import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCompact,
  formatCount,
  formatDuration,
  formatPrice,
  keyFacts,
  lotAreaLabel,
  squareFeetLabel,
} from "./format";

describe("whole numbers", () => {
  it("groups thousands and rounds like Intl's en-US whole-number format", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 12_345, 999_999.5, 1_250_000, 1_000_000_000, -4_321]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
    expect(formatPrice(1_250_000)).toBe("$1,250,000");
    expect(formatPrice(950)).toBe("$950");
    expect(squareFeetLabel(1800)).toBe("1,800 sq ft");
  });
});

describe("formatDuration", () => {
  it("shows minutes and two-digit seconds, rounded to the second", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7.4)).toBe("0:07");
    expect(formatDuration(12.5)).toBe("0:13");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(750)).toBe("12:30");
  });
});

describe("formatCompact", () => {
  it("matches Intl's en-US compact notation with at most one decimal", () => {
    const intl = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
    const values = [0, 5, 950, 999, 1000, 1049, 1050, 1234, 15_300, 999_949, 999_960];
    for (const value of [...values, 1_000_000, 3_449_999, 2_500_000_000]) {
      expect(formatCompact(value)).toBe(intl.format(value));
    }
  });
});

describe("formatBytes", () => {
  it("names sizes in units of 1024 with at most one decimal", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(10_924)).toBe("10.7 KB");
    expect(formatBytes(100 * 1024 * 1024)).toBe("100 MB");
    expect(formatBytes(1.2 * 1024 ** 3)).toBe("1.2 GB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
    expect(formatBytes(1024 * 1024 - 1)).toBe("1 MB");
  });
});

describe("keyFacts", () => {
  const home = { propertyType: "House", bedrooms: 3, bathrooms: 2.5, squareFeet: 1800 };

  it("names beds, baths and area, with singulars", () => {
    expect(keyFacts(home)).toEqual(["3 Beds", "2.5 Baths", "1,800 sq ft"]);
    expect(keyFacts({ ...home, bedrooms: 1, bathrooms: 1 })).toEqual([
      "1 Bed",
      "1 Bath",
      "1,800 sq ft",
    ]);
  });

  it("calls zero bedrooms a studio", () => {
    expect(keyFacts({ ...home, propertyType: "Apartment", bedrooms: 0, bathrooms: 1 })).toEqual([
      "Studio",
      "1 Bath",
      "1,800 sq ft",
    ]);
  });

  it("shows land by its area alone, in acres from one acre up", () => {
    const land = { ...home, propertyType: "Land", bedrooms: 0, bathrooms: 0 };
    expect(keyFacts(land)).toEqual(["1,800 sq ft"]);
    expect(keyFacts({ ...land, squareFeet: 240_887 })).toEqual(["5.53 acres"]);
    // A house's own floor area stays in square feet however large.
    expect(keyFacts({ ...home, squareFeet: 50_000 })).toContain("50,000 sq ft");
  });
});

describe("lotAreaLabel", () => {
  it("keeps a lot under an acre in square feet", () => {
    expect(lotAreaLabel(43_559)).toBe("43,559 sq ft");
    expect(lotAreaLabel(0)).toBe("0 sq ft");
  });

  it("gives an acre and more in acres, to a hundredth", () => {
    expect(lotAreaLabel(43_560)).toBe("1 acre");
    expect(lotAreaLabel(43_700)).toBe("1 acre");
    expect(lotAreaLabel(65_340)).toBe("1.5 acres");
    expect(lotAreaLabel(240_887)).toBe("5.53 acres");
    expect(lotAreaLabel(43_560 * 1_250.25)).toBe("1,250.25 acres");
  });
});
