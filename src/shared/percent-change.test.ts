import { describe, expect, it } from "vitest";
import { percentChange } from "./percent-change";

describe("percentChange", () => {
  it("is the new count as a rounded percentage of the previous one", () => {
    expect(percentChange(5, 4)).toBe(125);
    expect(percentChange(4, 4)).toBe(100);
    expect(percentChange(1, 3)).toBe(33);
    expect(percentChange(2, 3)).toBe(67);
    expect(percentChange(0, 7)).toBe(0);
  });

  it("is 100 when there was nothing before, whatever came now", () => {
    expect(percentChange(0, 0)).toBe(100);
    expect(percentChange(12, 0)).toBe(100);
  });
});
