import { describe, expect, it } from "vitest";
import { percentChange } from "./percent-change";

describe("percentChange", () => {
  it("is the change against the previous count, as a rounded percentage", () => {
    expect(percentChange(5, 4)).toBe(25);
    expect(percentChange(4, 4)).toBe(0);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(0, 7)).toBe(-100);
    expect(percentChange(38, 2)).toBe(1800);
  });

  it("is null ('new') when there was nothing before and something now, 0 when neither", () => {
    expect(percentChange(12, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
});
