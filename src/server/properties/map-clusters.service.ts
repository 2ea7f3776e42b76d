import { and, type SQL, sql } from "drizzle-orm";
import type { MapBounds } from "@/shared/map-area";
import type { MapCluster, MapPin, PropertyMapAnswer } from "@/shared/properties";
import type { PropertySearch } from "@/shared/schemas/property-search";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { clusterAreaConditions } from "./map-area-sql";
import { areaProbe, COARSEST_SAMPLE, inSample, MAP_SAMPLES } from "./map-sample";
import { filterConditions } from "./search-conditions";

/** About how wide a cluster's cell is on screen: a 256-pixel tile spans 360° / 2^zoom. */
const CELL_PIXELS = 64;
/** Cells across the area at most, whatever the zoom says (a whole-world box at zoom 22). */
const CELLS_ACROSS_MAX = 48;
/**
 * Listings an answer may read from the index before it reads a sample instead, so an answer
 * stays a few tens of milliseconds at a million listings (decision 022, Measurements).
 */
const MAP_ROWS_BUDGET = 16_000;
/** An area with this many matches or fewer shows each as a pin, not clusters. */
const MAP_PINS_MAX = 60;

/** The cell size in degrees for a zoom, coarse enough to keep the area under CELLS_ACROSS_MAX. */
function cellDegrees(zoom: number, { west, south, east, north }: MapBounds): number {
  const forZoom = ((360 / 2 ** zoom) * CELL_PIXELS) / 256;
  return Math.max(forZoom, (east - west) / CELLS_ACROSS_MAX, (north - south) / CELLS_ACROSS_MAX);
}

/**
 * The grouping of a map answer at a scale (1: every listing, else the sample of that scale),
 * unexecuted so benchmarks can EXPLAIN it; `where` is its filter, for the pins of a small area.
 */
export function mapCells(db: Database, search: PropertySearch, scale: number) {
  const sample = MAP_SAMPLES.find((s) => s.scale === scale);
  const where = and(
    ...filterConditions(search),
    ...clusterAreaConditions(search),
    ...(sample ? [inSample(sample)] : []),
  );
  const size = cellDegrees(search.zoom ?? 0, search.bbox as MapBounds);
  const x = sql`${properties.location}[0]`;
  const y = sql`${properties.location}[1]`;
  const cells = db
    .select({
      n: sql<number>`count(*)::int`,
      longitude: sql<number>`avg(${x})`,
      latitude: sql<number>`avg(${y})`,
      west: sql<number>`min(${x})`,
      south: sql<number>`min(${y})`,
      east: sql<number>`max(${x})`,
      north: sql<number>`max(${y})`,
      // A cell's only listing, for its pin; uuid has no min(), its text does.
      id: sql<string | null>`case when count(*) = 1 then min(${properties.id}::text) end`,
      price: sql<number>`min(${properties.price})`,
    })
    .from(properties)
    .where(where)
    .groupBy(sql`floor(${x} / ${size}::float8)`, sql`floor(${y} / ${size}::float8)`);
  return { where, cells };
}

/**
 * 1 (read every listing) when the area's listings (estimated by areaProbe) fit the budget, else
 * the finest sample's scale that does.
 */
export function scaleFor(areaListings: number): number {
  if (areaListings <= MAP_ROWS_BUDGET) return 1;
  return (
    MAP_SAMPLES.find((sample) => areaListings / sample.scale <= MAP_ROWS_BUDGET)?.scale ??
    COARSEST_SAMPLE.scale
  );
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The map's answer for a search (view=clusters): its matches in the area grouped on a grid of
 * cellDegrees, fixed to the map's origin so cells stay put while the map pans. A cell of one
 * listing is its pin; an area of MAP_PINS_MAX matches or fewer is all pins. Large areas group a
 * fixed sample of the listings and scale its counts (approximate): exact counts of a country's
 * listings would read them all (decision 022).
 */
export async function mapClusters(
  db: Database,
  search: PropertySearch,
): Promise<PropertyMapAnswer> {
  const zoom = search.zoom ?? 0;
  const [probe] = await areaProbe(db, search);
  const scale = scaleFor(probe?.area ?? 0);
  const { where, cells } = mapCells(db, search, scale);
  const rows = await cells;
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  if (scale === 1 && total <= MAP_PINS_MAX && rows.some((row) => row.n > 1)) {
    return { zoom, clusters: [], pins: await allPins(db, where), approximate: false };
  }
  const clusters: MapCluster[] = [];
  const pins: MapPin[] = [];
  for (const row of rows) {
    if (scale === 1 && row.id !== null) {
      pins.push({ id: row.id, latitude: row.latitude, longitude: row.longitude, price: row.price });
    } else {
      clusters.push({
        latitude: round6(row.latitude),
        longitude: round6(row.longitude),
        count: row.n * scale,
        bounds: [row.west, row.south, row.east, row.north],
      });
    }
  }
  return { zoom, clusters, pins, approximate: scale > 1 };
}

async function allPins(db: Database, where: SQL | undefined): Promise<MapPin[]> {
  return db
    .select({
      id: properties.id,
      latitude: properties.latitude,
      longitude: properties.longitude,
      price: properties.price,
    })
    .from(properties)
    .where(where)
    .limit(MAP_PINS_MAX);
}
