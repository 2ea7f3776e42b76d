import { eq, gte, type SQL, sql } from "drizzle-orm";
import type { TextPlace } from "@/shared/search-text/place";
import { properties } from "../platform/db/schema";

/**
 * The filters a search's text added that the URL's fields cannot say (typed-search.ts): rooms
 * as minimums ("3 bed" is 3 or more), a studio as no bedroom, and the place named.
 */
export interface TypedFilters {
  bedsMin?: number;
  studio?: boolean;
  bathsMin?: number;
  place?: TextPlace;
}

export function typedConditions(filters: TypedFilters): SQL[] {
  const p = properties;
  const conditions: SQL[] = [];
  if (filters.studio) conditions.push(eq(p.bedrooms, 0));
  else if (filters.bedsMin !== undefined) conditions.push(gte(p.bedrooms, filters.bedsMin));
  if (filters.bathsMin !== undefined) conditions.push(gte(p.bathrooms, filters.bathsMin));
  if (filters.place) conditions.push(...placeConditions(filters.place));
  return conditions;
}

/**
 * A listing is in a place by its own address, the one its card shows: its state, its city
 * there, or its ZIP code. State and city read properties_place_price_idx; a ZIP code is also
 * a whole word of search_text, so the trigram index finds its few listings.
 */
export function placeConditions(place: TextPlace): SQL[] {
  const p = properties;
  if (place.kind === "zip") {
    return [sql`${p.searchText} like ${`% ${place.zip} %`}`, eq(p.zip, place.zip)];
  }
  if (place.kind === "city") return [eq(p.state, place.state), eq(p.city, place.city)];
  return [eq(p.state, place.state)];
}
