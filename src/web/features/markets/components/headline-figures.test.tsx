import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyMonth, type MarketMonth, type MarketReport } from "@/shared/market";
import { HeadlineFigures } from "./headline-figures";

const month = (key: string, figures: Partial<MarketMonth>): MarketMonth => ({
  ...emptyMonth(key, { forSale: 0, forRent: 0 }),
  ...figures,
});

const report: MarketReport = {
  place: { kind: "city", state: "TX", city: "Austin", zip: null },
  refreshedOn: "2026-06-02",
  snapshot: {
    forSale: 42,
    forRent: 7,
    pending: 3,
    medianAskingPrice: 455_000,
    medianAskingPricePerSqft: 250,
    medianRent: 2100,
    medianDaysListed: 30,
  },
  months: [
    month("2026-04", { medianListPrice: 400_000, medianSoldPrice: 380_000, newListings: 10 }),
    month("2026-05", { medianListPrice: 440_000, newListings: 7, priceCuts: 2 }),
  ],
};

/** The text of the figure a term names: its value and notes. */
function figure(term: string): string {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.parentElement?.textContent?.replace(dt.textContent ?? "", "") ?? "";
}

describe("HeadlineFigures", () => {
  it("compares the last whole month with the one before, in words", () => {
    render(<HeadlineFigures report={report} />);
    expect(figure("Median list price, May 2026")).toBe("$440,000Up 10.0% from April 2026");
    expect(figure("New listings, May 2026")).toBe("7Down 30.0% from April 2026");
    // No cut in April: the change is a count, as no share of zero means anything.
    expect(figure("Price cuts, May 2026")).toBe("2Up 2 from April 2026");
  });

  it("says what a month without the figure lacks, and gives today's stock", () => {
    render(<HeadlineFigures report={report} />);
    expect(figure("Median sold price, May 2026")).toBe("–No homes sold");
    expect(figure("Homes for sale now")).toBe("42Median asking price $455,000");
    expect(figure("Homes for rent now")).toBe("7Median rent $2,100/mo");
  });
});
