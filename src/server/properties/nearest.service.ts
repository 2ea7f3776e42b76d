import { and, sql } from "drizzle-orm";
import type { PropertySummary } from "@/shared/properties";
import type { PropertySearch } from "@/shared/schemas/property-search";
import type { TextPlace } from "@/shared/search-text/place";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { summaryColumns, withCovers } from "./properties.service";
import { searchConditions } from "./search-conditions";
import type { TypedFilters } from "./typed-conditions";

/**
 * The listings nearest to a place that has none, matching the rest of the search, closest
 * first: one page, read by the map's GiST index in distance order (`<->`), so it stops after
 * the page however large the catalogue. Degrees of longitude count as much as degrees of
 * latitude, which stretches distances east-west a little; fine for "nearest" at a city's scale.
 * Unexecuted, so tests can EXPLAIN it.
 */
export function nearestQuery(
  db: Database,
  search: PropertySearch & TypedFilters,
  place: TextPlace,
) {
  return (
    db
      .select(summaryColumns)
      .from(properties)
      .where(and(...searchConditions(search)))
      // Distance alone: a second key (id, for ties) cannot ride on the index's order, and
      // PostgreSQL would then sort every match.
      .orderBy(sql`${properties.location} <-> point(${place.longitude}, ${place.latitude})`)
      .limit(search.limit)
  );
}

/** A page of the nearest listings (nearestQuery) with their cover photos. */
export async function nearestListings(
  db: Database,
  search: PropertySearch & TypedFilters,
  place: TextPlace,
): Promise<PropertySummary[]> {
  return withCovers(db, await nearestQuery(db, search, place));
}
