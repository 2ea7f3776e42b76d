import { describe, expect, it } from "vitest";
import { changeText, formatFigure, monthLabel } from "./market-figures";

describe("market figures as read", () => {
  it("names months in UTC", () => {
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(monthLabel("2025-12", true)).toBe("December 2025");
  });

  it("prints prices, counts and days, and a dash for a missing median", () => {
    expect(formatFigure(412_500, "price")).toBe("$412,500");
    expect(formatFigure(1, "days")).toBe("1 day");
    expect(formatFigure(102.5, "days")).toBe("103 days");
    expect(formatFigure(null, "price")).toBe("–");
  });

  it("says a change in words, as a share where the month before had any", () => {
    expect(changeText({ difference: 12_000, ratio: 0.032 }, "2026-04", "price")).toBe(
      "Up 3.2% from April 2026",
    );
    expect(changeText({ difference: -3, ratio: null }, "2026-04", "count")).toBe(
      "Down 3 from April 2026",
    );
    expect(changeText({ difference: 0, ratio: 0 }, "2026-04", "count")).toBe(
      "No change from April 2026",
    );
    expect(changeText(null, "2026-04", "count")).toBeNull();
  });
});
