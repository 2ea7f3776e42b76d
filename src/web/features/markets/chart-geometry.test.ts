import { describe, expect, it } from "vitest";
import { CHART, labelledMonths, linePath, niceTicks, xOf, yOf } from "./chart-geometry";

describe("market chart geometry", () => {
  it("steps the axis in round numbers up to at least the largest value", () => {
    expect(niceTicks(412_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(12)).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("puts 0 on the axis line and the top tick at the top", () => {
    expect(yOf(0, 40)).toBe(CHART.height - CHART.bottom);
    expect(yOf(40, 40)).toBe(CHART.top);
  });

  it("draws a line through the months with a value, stepping over the others", () => {
    const path = linePath([10, null, 30], 40);
    expect(path.match(/[ML]/g)).toEqual(["M", "L"]);
    expect(path.startsWith(`M${xOf(0, 3).toFixed(1)},${yOf(10, 40).toFixed(1)}`)).toBe(true);
    expect(path.endsWith(`L${xOf(2, 3).toFixed(1)},${yOf(30, 40).toFixed(1)}`)).toBe(true);
  });

  it("labels at most four months, evenly, ending on the newest", () => {
    expect(labelledMonths(24)).toEqual([5, 11, 17, 23]);
    expect(labelledMonths(3)).toEqual([0, 1, 2]);
  });
});
