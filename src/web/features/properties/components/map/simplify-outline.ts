/** A point of a drawn outline, in screen pixels: [x, y]. */
export type Pixel = readonly [number, number];

export interface SimplifyOptions {
  /** The most points the outline may keep. */
  maxPoints: number;
  /** Points closer than this to the last one kept are dropped, in pixels. */
  minSpacing: number;
}

const distance = (a: Pixel, b: Pixel) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** How far p lies from the segment a–b. */
function offSegment(p: Pixel, a: Pixel, b: Pixel): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return distance(p, [a[0] + t * dx, a[1] + t * dy]);
}

/** Douglas–Peucker: keeps the ends and every point further than `tolerance` from the line kept. */
function douglasPeucker(points: readonly Pixel[], tolerance: number): Pixel[] {
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = true;
  keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let furthest = -1;
    let furthestOff = tolerance;
    for (let i = first + 1; i < last; i++) {
      const off = offSegment(points[i] as Pixel, points[first] as Pixel, points[last] as Pixel);
      if (off > furthestOff) {
        furthest = i;
        furthestOff = off;
      }
    }
    if (furthest >= 0) {
      keep[furthest] = true;
      stack.push([first, furthest], [furthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Drops points nearer than `spacing` to the last one kept, and the end that returns to the start. */
function spaced(points: readonly Pixel[], spacing: number): Pixel[] {
  const kept: Pixel[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (!last || distance(last, point) >= spacing) kept.push(point);
  }
  const first = kept[0];
  while (first && kept.length > 1 && distance(kept[kept.length - 1] as Pixel, first) < spacing) {
    kept.pop();
  }
  return kept;
}

/**
 * A freehand outline as an area's corners: the end that returns to the start goes (the area
 * closes itself), the outline is thinned (Douglas–Peucker, its tolerance growing) until at most
 * `maxPoints` remain, and corners nearer than `minSpacing` to the last one kept go.
 */
export function simplifyOutline(points: readonly Pixel[], options: SimplifyOptions): Pixel[] {
  const outline = spaced(points, 1);
  const first = outline[0];
  if (!first || outline.length <= 3) return spaced(outline, options.minSpacing);
  // A closed outline's ends meet, so the line between them says nothing: each half, from the
  // start to the point furthest from it and back, is thinned on its own.
  const far = outline.reduce(
    (best, point, i) =>
      distance(point, first) > distance(outline[best] as Pixel, first) ? i : best,
    0,
  );
  let tolerance = options.minSpacing / 2;
  for (;;) {
    const out = douglasPeucker(outline.slice(0, far + 1), tolerance);
    const back = douglasPeucker([...outline.slice(far), first], tolerance);
    const ring = spaced([...out, ...back.slice(1, -1)], options.minSpacing);
    if (ring.length <= options.maxPoints || ring.length <= 3) return ring;
    tolerance *= 1.5;
  }
}
