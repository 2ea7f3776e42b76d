import { between, type SQL, sql } from "drizzle-orm";
import type { LngLat } from "@/shared/geometry";
import { type MapBounds, ringBounds } from "@/shared/map-area";
import { properties } from "../platform/db/schema";

/** PostgreSQL's text form of a box ("(east,north),(west,south)"), x longitude and y latitude. */
export const boxText = ({ west, south, east, north }: MapBounds) =>
  `(${east},${north}),(${west},${south})`;

/** PostgreSQL's text form of a polygon ("((x1,y1),(x2,y2),…)"); it closes itself. */
export const polygonText = (ring: readonly LngLat[]) =>
  `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;

export interface MapArea {
  bbox?: MapBounds;
  poly?: LngLat[];
}

const inBounds = (bounds: MapBounds): SQL[] => [
  between(properties.latitude, bounds.south, bounds.north),
  between(properties.longitude, bounds.west, bounds.east),
];

const polygonOf = (ring: readonly LngLat[]) => sql`${polygonText(ring)}::polygon`;

/**
 * A list's area as ranges of latitude and longitude (properties_position_idx): the planner
 * estimates those from statistics, so a country-wide box walks the sort order's index while a
 * city's reads its range. (`<@ box` is always guessed at 0.1% of the table, which sent
 * country-wide pages to a bitmap of every listing.) A drawn area adds its exact test, on the
 * columns that index holds, so an area's count stays an index-only scan.
 */
export function listAreaConditions({ bbox, poly }: MapArea): SQL[] {
  const point = sql`point(${properties.longitude}, ${properties.latitude})`;
  return [
    ...(bbox ? inBounds(bbox) : []),
    ...(poly ? [...inBounds(ringBounds(poly)), sql`${point} <@ ${polygonOf(poly)}`] : []),
  ];
}

/** The map's area as containment tests the GiST indexes serve (properties_map_*_idx). */
export function clusterAreaConditions({ bbox, poly }: MapArea): SQL[] {
  return [
    ...(bbox ? [sql`${properties.location} <@ ${boxText(bbox)}::box`] : []),
    ...(poly ? [sql`${properties.location} <@ ${polygonOf(poly)}`] : []),
  ];
}
