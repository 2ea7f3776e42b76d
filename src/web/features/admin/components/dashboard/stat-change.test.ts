import { describe, expect, it } from "vitest";
import { formatChange, timeframeLabel } from "./stat-change";

describe("formatChange", () => {
  it("signs the percentage", () => {
    expect(formatChange(5)).toBe("+5%");
    expect(formatChange(100)).toBe("+100%");
    expect(formatChange(-3)).toBe("-3%");
    expect(formatChange(0)).toBe("0%");
  });

  it("says New when there was nothing before", () => {
    expect(formatChange(null)).toBe("New");
  });
});

describe("timeframeLabel", () => {
  it("names the previous period", () => {
    expect(timeframeLabel("day")).toBe("from last day");
    expect(timeframeLabel("month")).toBe("from last month");
  });
});
