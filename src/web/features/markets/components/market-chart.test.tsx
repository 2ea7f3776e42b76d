import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MarketMonth } from "@/shared/market";
import { MARKET_CHARTS } from "../market-charts";
import { MarketChart } from "./market-chart";

const month = (key: string, figures: Partial<MarketMonth>): MarketMonth =>
  ({ month: key, ...figures }) as MarketMonth;

const prices = MARKET_CHARTS.find((spec) => spec.id === "prices");

describe("MarketChart", () => {
  it("draws a line per series with its legend, and the axis in the page's money", () => {
    if (!prices) throw new Error("no prices chart");
    const { container } = render(
      <MarketChart
        spec={prices}
        months={[
          month("2026-08", { medianListPrice: 410_000, medianSoldPrice: 395_000 }),
          month("2026-09", { medianListPrice: 420_000, medianSoldPrice: null }),
        ]}
      />,
    );
    expect(container.querySelectorAll("path")).toHaveLength(2);
    expect(container.querySelector("figure")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.textContent).toContain("$500K");
    expect(container.textContent).toContain("Sep 2026");
    expect(container.querySelector("figcaption")?.textContent).toBe("List priceSold price");
  });

  it("draws a bar for each month with a value", () => {
    const bars = MARKET_CHARTS.find((spec) => spec.shape === "bar");
    if (!bars) return;
    const key = bars.series[0]?.key ?? "forSale";
    const { container } = render(
      <MarketChart
        spec={bars}
        months={[month("2026-08", { [key]: 3 }), month("2026-09", { [key]: null })]}
      />,
    );
    expect(container.querySelectorAll("rect").length).toBeGreaterThanOrEqual(1);
  });
});

describe("MarketChart without figures", () => {
  it("says there is nothing to chart rather than drawing empty axes", () => {
    if (!prices) throw new Error("no prices chart");
    const { container } = render(
      <MarketChart spec={prices} months={[month("2026-09", { medianListPrice: null })]} />,
    );
    expect(container.querySelector("svg")).toBeNull();
    expect(container.textContent).toBe("No figures to chart for these months yet.");
  });
});
