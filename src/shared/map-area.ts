import type { LngLat } from "./geometry";

/*
 * The map's area as the URL spells it, without zod, so the home page's bundle can
 * build a search's URL (web search-query.ts); schemas/map-area.ts reads these spellings back.
 */

/** The map's visible area, edges in degrees. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `bbox=west,south,east,north`. */
export const bboxParam = ({ west, south, east, north }: MapBounds) =>
  [west, south, east, north].join(",");

/** `poly=lng,lat;lng,lat;…`, unclosed. */
export const polyParam = (ring: readonly LngLat[]) =>
  ring.map(([lng, lat]) => `${lng},${lat}`).join(";");

/** The box around a drawn area: the list's coarse filter on the server, the map's view in the page. */
export function ringBounds(ring: readonly LngLat[]): MapBounds {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}
