import type { LngLat } from "@/shared/geometry";
import { bboxParam, type MapBounds, ringBounds } from "@/shared/map-area";

/*
 * The map's area as the /search URL spells it (`bbox`, `poly`, `zoom`; shared/schemas/map-area.ts
 * reads them back). Pure, so the page and its tests share it without loading the map.
 */

/** The contiguous United States: the map's view when the URL names no area. */
export const US_BOUNDS: MapBounds = { west: -125, south: 24, east: -66, north: 50 };

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * Decimals a box edge needs at a zoom: about a tenth of a screen pixel (a degree spans 256·2^z/360
 * pixels), between 2 and 6, so the URL stays short and a small jiggle of the map keeps it equal.
 */
export function edgeDecimals(zoom: number): number {
  return Math.max(2, Math.min(6, Math.ceil((zoom * Math.LN2) / Math.LN10 + 0.5)));
}

/**
 * The visible area as a search box: rounded outwards (so the box still covers the view), kept
 * within the world's range (a map shows copies of the world beyond ±180°).
 */
export function roundBounds(bounds: MapBounds, zoom: number): MapBounds {
  const step = 10 ** edgeDecimals(zoom);
  const down = (value: number) => Math.floor(value * step) / step;
  const up = (value: number) => Math.ceil(value * step) / step;
  return {
    west: clamp(down(bounds.west), 180),
    south: clamp(down(bounds.south), 90),
    east: clamp(up(bounds.east), 180),
    north: clamp(up(bounds.north), 90),
  };
}

/** The URL's zoom: two decimals at most. */
export const roundZoom = (zoom: number) => Math.round(zoom * 100) / 100;

/** A drawn point rounded to 6 decimals (about 10 cm), the most the URL takes. */
export const roundPoint = ([lng, lat]: LngLat): LngLat => [
  Math.round(lng * 1e6) / 1e6,
  Math.round(lat * 1e6) / 1e6,
];

const toMercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const fromMercator = (y: number) => (Math.atan(Math.exp(y)) * 360) / Math.PI - 90;

/** The middle of a box as the map sees it (halfway on its Mercator projection), to restore a view. */
export function boundsCenter(box: MapBounds): { longitude: number; latitude: number } {
  return {
    longitude: (box.west + box.east) / 2,
    latitude: fromMercator((toMercator(box.south) + toMercator(box.north)) / 2),
  };
}

/** Whether two boxes are the same (the URL's and the map's, both rounded). */
export const sameBounds = (a: MapBounds | undefined, b: MapBounds | undefined) =>
  a !== undefined && b !== undefined && bboxParam(a) === bboxParam(b);

/** The box around some positions (listings), or null when there are none. */
export function pointsBounds(points: readonly { latitude: number; longitude: number }[]) {
  if (points.length === 0) return null;
  return ringBounds(points.map(({ longitude, latitude }) => [longitude, latitude] as const));
}
