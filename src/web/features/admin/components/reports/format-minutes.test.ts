import { describe, expect, it } from "vitest";
import { formatMinutes } from "./format-minutes";

describe("formatMinutes", () => {
  it("reads minutes, hours and days", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(150)).toBe("2.5 h");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(3 * 24 * 60)).toBe("3 d");
  });

  it("shows a dash without a median", () => {
    expect(formatMinutes(null)).toBe("—");
  });
});
