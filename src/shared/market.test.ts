import { describe, expect, it } from "vitest";
import {
  addMonths,
  cityMarketKey,
  type MarketMonth,
  marketMonthKeys,
  monthChange,
  monthSeries,
  placeSlug,
  zipMarket,
} from "./market";

const month = (key: string, figures: Partial<MarketMonth> = {}): MarketMonth => ({
  month: key,
  newListings: 1,
  medianListPrice: 100,
  sold: 1,
  medianSoldPrice: 90,
  medianSoldPricePerSqft: 50,
  medianDaysOnMarket: 20,
  priceCuts: 0,
  newRentals: 0,
  medianRent: null,
  forSale: 5,
  forRent: 2,
  ...figures,
});

describe("market addresses", () => {
  it("slugs places to ASCII letters and digits joined by dashes", () => {
    expect(placeSlug("St. Louis")).toBe("st-louis");
    expect(placeSlug("  Winston–Salem ")).toBe("winston-salem");
    expect(placeSlug("Cañon City")).toBe("ca-on-city");
    expect(cityMarketKey("TX", "Austin")).toBe("tx/austin");
  });

  it("takes a ZIP code's first five digits, or none", () => {
    expect(zipMarket("78704-1234")).toBe("78704");
    expect(zipMarket("7870")).toBeNull();
    expect(zipMarket("SW1A 1AA")).toBeNull();
  });
});

describe("market months", () => {
  it("steps across years", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-05", -23)).toBe("2024-06");
  });

  it("charts the whole months before the refresh day's", () => {
    const keys = marketMonthKeys("2026-01-01", 3);
    expect(keys).toEqual(["2025-10", "2025-11", "2025-12"]);
    expect(marketMonthKeys("2026-06-15")).toHaveLength(24);
  });

  it("fills quiet months with zero counts and no medians, keeping the stock of the month before", () => {
    const keys = ["2026-01", "2026-02", "2026-03", "2026-04"];
    const series = monthSeries(
      [month("2026-02", { forSale: 7, forRent: 3 }), month("2026-04")],
      keys,
    );
    expect(series.map((row) => row.month)).toEqual(keys);
    expect(series[0]).toMatchObject({
      newListings: 0,
      medianSoldPrice: null,
      forSale: 0,
      forRent: 0,
    });
    expect(series[2]).toMatchObject({ sold: 0, medianListPrice: null, forSale: 7, forRent: 3 });
    expect(series[3]).toMatchObject({ forSale: 5, medianListPrice: 100 });
  });

  it("ignores stored months outside the charted ones", () => {
    expect(monthSeries([month("2025-12")], ["2026-01"])[0]).toMatchObject({ newListings: 0 });
  });
});

describe("month-over-month change", () => {
  it("gives the difference and its share of the month before", () => {
    expect(monthChange(110, 100)).toEqual({ difference: 10, ratio: 0.1 });
    expect(monthChange(90, 100)).toEqual({ difference: -10, ratio: -0.1 });
  });

  it("has no share when the month before was zero, and no change when a month lacks the figure", () => {
    expect(monthChange(4, 0)).toEqual({ difference: 4, ratio: null });
    expect(monthChange(null, 100)).toBeNull();
    expect(monthChange(100, null)).toBeNull();
  });
});
