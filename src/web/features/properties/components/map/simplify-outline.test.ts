import { describe, expect, it } from "vitest";
import { type Pixel, simplifyOutline } from "./simplify-outline";

const options = { maxPoints: 50, minSpacing: 8 };

/** A circle of `count` points, as a finger traces it (ending back at its start). */
function circle(count: number, radius = 100): Pixel[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    return [200 + radius * Math.cos(angle), 200 + radius * Math.sin(angle)] as const;
  });
}

/** A square traced edge by edge, a point every pixel. */
function square(side: number): Pixel[] {
  const points: Pixel[] = [];
  for (let i = 0; i < side; i++) points.push([i, 0]);
  for (let i = 0; i < side; i++) points.push([side, i]);
  for (let i = side; i > 0; i--) points.push([i, side]);
  for (let i = side; i >= 0; i--) points.push([0, i]);
  return points;
}

describe("simplifyOutline", () => {
  it("keeps a square's four corners and nothing else", () => {
    expect(simplifyOutline(square(200), options)).toEqual([
      [0, 0],
      [200, 0],
      [200, 200],
      [0, 200],
    ]);
  });

  it("keeps at most the most points an area may have, however long the outline", () => {
    const ring = simplifyOutline(circle(2_000, 400), { maxPoints: 20, minSpacing: 1 });
    expect(ring.length).toBeLessThanOrEqual(20);
    expect(ring.length).toBeGreaterThanOrEqual(8);
  });

  it("drops the end that returns to the start: the area closes itself", () => {
    const ring = simplifyOutline(circle(200), options);
    const [first] = ring;
    const last = ring[ring.length - 1];
    expect(first).toEqual([300, 200]);
    expect(Math.hypot((last?.[0] ?? 0) - 300, (last?.[1] ?? 0) - 200)).toBeGreaterThan(8);
  });

  it("drops points closer together than the spacing", () => {
    const ring = simplifyOutline(circle(400), options);
    for (let i = 1; i < ring.length; i++) {
      const [a, b] = [ring[i - 1] as Pixel, ring[i] as Pixel];
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(8);
    }
  });

  it("leaves too little to be an area as it is, for the drawer to refuse", () => {
    expect(simplifyOutline([], options)).toEqual([]);
    expect(simplifyOutline([[5, 5]], options)).toEqual([[5, 5]]);
    expect(
      simplifyOutline(
        [
          [5, 5],
          [6, 5],
          [5, 6],
        ],
        options,
      ),
    ).toEqual([[5, 5]]);
    expect(
      simplifyOutline(
        [
          [0, 0],
          [50, 0],
          [100, 0],
        ],
        options,
      ),
    ).toEqual([
      [0, 0],
      [50, 0],
      [100, 0],
    ]);
  });
});
