import { describe, expect, it } from "vitest";
import { changeLine, formatChange } from "./stat-change";

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

describe("changeLine", () => {
  it("says how many are new and compares that with the period before, not the total", () => {
    expect(changeLine({ current: 12, change: 100 }, "week")).toEqual({
      count: "12 new in the last week",
      change: "+100%",
      against: "on the week before",
    });
    expect(changeLine({ current: 1_200, change: -3 }, "month").count).toBe(
      "1,200 new in the last month",
    );
  });

  it("says there were none before instead of a percentage", () => {
    expect(changeLine({ current: 4, change: null }, "day")).toEqual({
      count: "4 new in the last day",
      change: null,
      against: "none the day before",
    });
  });
});
