import { describe, expect, it } from "vitest";
import { type LngLat, ringCrossesItself, segmentsIntersect } from "./geometry";

describe("segmentsIntersect", () => {
  it("finds crossing, touching and overlapping segments", () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [1, 5])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
  });

  it("leaves apart parallel, collinear-but-apart and merely aligned segments", () => {
    expect(segmentsIntersect([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false);
    expect(segmentsIntersect([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false);
    expect(segmentsIntersect([0, 0], [1, 1], [3, 0], [2, 1])).toBe(false);
  });
});

describe("ringCrossesItself", () => {
  const square: LngLat[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];

  it("accepts simple rings, convex or not", () => {
    expect(ringCrossesItself(square)).toBe(false);
    expect(
      ringCrossesItself([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 1],
        [0, 4],
      ]),
    ).toBe(false);
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(false);
  });

  it("finds a bow tie, including across the closing edge", () => {
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    expect(
      ringCrossesItself([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, -1],
      ]),
    ).toBe(true);
  });

  it("finds a ring that touches itself or folds back along an edge", () => {
    expect(
      ringCrossesItself([
        [0, 0],
        [4, 0],
        [2, 0],
        [2, 2],
      ]),
    ).toBe(true);
    expect(
      ringCrossesItself([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
      ]),
    ).toBe(true);
    expect(
      ringCrossesItself([
        [0, 0],
        [1, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });
});
