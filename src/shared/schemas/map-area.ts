import * as zm from "zod/mini";
import { type LngLat, ringCrossesItself } from "../geometry";
import type { MapBounds } from "../map-area";
import { MAP_POLYGON_POINTS_MAX, MAP_ZOOM_MAX } from "../properties";

/*
 * The map's fields of a search, as zod/mini schemas so the /search page reads them
 * from its URL with the API's own rules (see property-search.ts).
 */

/** A coordinate in degrees with at most 6 decimals (about 10 cm), as the URL spells it. */
const DEGREES = /^-?\d{1,3}(\.\d{1,6})?$/;

const inRange = ([lng, lat]: LngLat) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

type Issues = {
  issues: { push(issue: { code: "custom"; message: string; input: unknown }): void };
};
const fail = (ctx: Issues, input: string, message: string) => {
  ctx.issues.push({ code: "custom", message, input });
  return zm.NEVER;
};

/** `bbox=west,south,east,north`. */
export const bboxField = zm.pipe(
  zm.string().check(zm.maxLength(100, "The map area is not valid")),
  zm.transform((raw: string, ctx): MapBounds => {
    const parts = raw.split(",").map((part) => part.trim());
    if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) {
      return fail(ctx, raw, "The map area must be west,south,east,north in degrees");
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
    if (!inRange([west, south]) || !inRange([east, north])) {
      return fail(
        ctx,
        raw,
        "The map area's longitudes must be within -180 to 180 and latitudes within -90 to 90",
      );
    }
    if (west >= east)
      return fail(ctx, raw, "The map area's west edge must be left of its east edge");
    if (south >= north) {
      return fail(ctx, raw, "The map area's south edge must be below its north edge");
    }
    return { west, south, east, north };
  }),
);

/** `poly=lng,lat;lng,lat;…`: a drawn area, its closing point optional; answered unclosed. */
export const polyField = zm.pipe(
  zm.string().check(zm.maxLength(2000, "The drawn area is not valid")),
  zm.transform((raw: string, ctx): LngLat[] => {
    const points = raw.split(";").map((point) => point.split(",").map((part) => part.trim()));
    if (!points.every((point) => point.length === 2 && point.every((part) => DEGREES.test(part)))) {
      return fail(ctx, raw, "The drawn area must be lng,lat points separated by semicolons");
    }
    const ring = points.map((point) => point.map(Number) as unknown as LngLat);
    const first = ring[0] as LngLat;
    const last = ring.at(-1) as LngLat;
    if (ring.length > 1 && first[0] === last[0] && first[1] === last[1]) ring.pop();
    if (ring.length < 3) return fail(ctx, raw, "The drawn area needs at least 3 points");
    if (ring.length > MAP_POLYGON_POINTS_MAX) {
      return fail(ctx, raw, `The drawn area can have at most ${MAP_POLYGON_POINTS_MAX} points`);
    }
    if (!ring.every(inRange)) {
      return fail(
        ctx,
        raw,
        "The drawn area's longitudes must be within -180 to 180 and latitudes within -90 to 90",
      );
    }
    if (ringCrossesItself(ring)) return fail(ctx, raw, "The drawn area crosses itself");
    return ring;
  }),
);

/** `zoom=N`: the map's zoom, kept in the URL so the map restores; the list ignores it. */
export const zoomField = zm.pipe(
  zm
    .string()
    .check(
      zm.regex(
        /^\d{1,2}(\.\d{1,2})?$/,
        `Zoom must be a number from 0 to ${MAP_ZOOM_MAX} with at most 2 decimals`,
      ),
    ),
  zm.pipe(
    zm.transform(Number),
    zm
      .number()
      .check(
        zm.maximum(
          MAP_ZOOM_MAX,
          `Zoom must be a number from 0 to ${MAP_ZOOM_MAX} with at most 2 decimals`,
        ),
      ),
  ),
);
