import { and, count, sql } from "drizzle-orm";
import type { PropertySearch } from "@/shared/schemas/property-search";
import type { Database } from "../platform/db/client";
import { MAP_SAMPLE_EIGHTH, MAP_SAMPLE_SIXTYFOURTH, properties } from "../platform/db/schema";
import { clusterAreaConditions } from "./map-area-sql";
import { filterConditions } from "./search-conditions";

/**
 * The fixed samples of the catalogue, each with a partial GiST index, finest first. `scale` is
 * how many listings one sampled listing stands for.
 */
export const MAP_SAMPLES = [
  { predicate: MAP_SAMPLE_EIGHTH, scale: 8 },
  { predicate: MAP_SAMPLE_SIXTYFOURTH, scale: 64 },
] as const;
export type MapSample = (typeof MAP_SAMPLES)[number];
export const COARSEST_SAMPLE = MAP_SAMPLES[MAP_SAMPLES.length - 1] as MapSample;

/** The listings of a sample, as its partial index's own predicate so the planner can use it. */
export const inSample = (sample: MapSample) => sql.raw(sample.predicate);

/**
 * A cheap look at a map area before reading it: the coarsest sample's listings in the area and
 * those of them the filters but text keep (text is not in the index), times its scale, so
 * estimates of the whole catalogue's. One index-only scan of the smallest index: at a million
 * listings, a country's 15,600 entries at most. `catalogue` is the planner's count of listings
 * (from the last ANALYZE, at least 1), in the same round trip.
 */
export function areaProbe(db: Database, search: PropertySearch) {
  const { q: _text, ...withoutText } = search;
  const filters = and(...filterConditions(withoutText)) ?? sql`true`;
  return db
    .select({
      area: sql<number>`${count()}::int * ${COARSEST_SAMPLE.scale}`,
      matches: sql<number>`(count(*) filter (where ${filters}))::int * ${COARSEST_SAMPLE.scale}`,
      catalogue: sql<number>`(select greatest(reltuples, 1)::float8 from pg_class
        where oid = 'properties'::regclass)`,
    })
    .from(properties)
    .where(and(...clusterAreaConditions(search), inSample(COARSEST_SAMPLE)));
}

/**
 * What reading one listing of an area costs against one of a walk: an area's listings lie
 * scattered over the table, a page each, while a walk's lie together, newest or cheapest beside
 * each other.
 */
const AREA_READ_COST = 4;

/**
 * Inside a transaction, leaves the planner one way to read a page of a map area's list: walk
 * the sort order's index, which meets a match about every catalogue / matches listings, or read
 * the area's listings (the position index) and sort them; whichever costs less by areaProbe's
 * estimates, an area's listing costing AREA_READ_COST of a walk's. The planner cannot tell
 * itself: it takes latitude and longitude as independent, so it thinks a city's box holds far
 * fewer listings than it does and sorts them all (decision 022, Measurements).
 */
export async function planAreaPage(tx: Database, search: PropertySearch): Promise<void> {
  const [probe] = await areaProbe(tx, search);
  const { area = 0, matches = 0, catalogue = 1 } = probe ?? {};
  const walk = matches > 0 && ((search.limit + 1) * catalogue) / matches < area * AREA_READ_COST;
  // The planner still guesses a drawn area at 0.1% of the table, so a walk looks long enough to
  // JIT-compile and split across workers, which costs more than the walk itself.
  await tx.execute(
    sql.raw(
      `select set_config('${walk ? "enable_sort" : "enable_indexscan"}', 'off', true),` +
        ` set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    ),
  );
}
