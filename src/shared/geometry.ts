/** Longitude/latitude pairs in degrees, as the map and the search's `poly` give them. */
export type LngLat = readonly [lng: number, lat: number];

/** Which side of the line a→b the point c is on: positive left, negative right, 0 on it. */
function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

/** Whether c, known to be on the line through a and b, lies within the segment a–b. */
function withinSegment(a: LngLat, b: LngLat, c: LngLat): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  );
}

/** Whether segments p1–p2 and q1–q2 share any point (touching counts). */
export function segmentsIntersect(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && withinSegment(p1, p2, q1)) ||
    (o2 === 0 && withinSegment(p1, p2, q2)) ||
    (o3 === 0 && withinSegment(q1, q2, p1)) ||
    (o4 === 0 && withinSegment(q1, q2, p2))
  );
}

/**
 * Whether a closed ring (its last vertex joins the first; not repeated) crosses or touches
 * itself: any two edges that are not neighbours share a point, or neighbours overlap. A drawn
 * area has at most 50 points, so testing every pair (about 1,200) is cheap.
 */
export function ringCrossesItself(ring: readonly LngLat[]): boolean {
  const n = ring.length;
  const edge = (i: number) => [ring[i] as LngLat, ring[(i + 1) % n] as LngLat] as const;
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    for (let j = i + 1; j < n; j++) {
      const [c, d] = edge(j);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (!neighbours) {
        if (segmentsIntersect(a, b, c, d)) return true;
        continue;
      }
      // Neighbours share a vertex; they cross only by folding back along each other.
      const shared = j === i + 1 ? b : a;
      const [other1, other2] = j === i + 1 ? [a, d] : [b, c];
      if (
        orientation(other1, shared, other2) === 0 &&
        (withinSegment(shared, other1, other2) || withinSegment(shared, other2, other1))
      ) {
        return true;
      }
    }
  }
  return false;
}
