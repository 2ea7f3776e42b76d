import { eq, type SQL } from "drizzle-orm";
import type { Bounds } from "@/shared/room-filters";
import type { BoundedFact } from "@/shared/search-bounds";
import type { TextPlace } from "@/shared/search-text/place";
import { properties } from "../platform/db/schema";
import { boundConditions } from "./filter-conditions";

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
  const conditions = boundConditions(typedBounds(filters));
  if (filters.place) conditions.push(...placeConditions(filters.place));
  return conditions;
}

/**
 * The typed rooms as bounds on the listing's facts, as searchBounds reads the chips: a studio is
 * exactly no bedroom, "3 bed" 3 or more, "2 bath" 2 or more. Saved searches store these.
 */
export function typedBounds(filters: TypedFilters): Partial<Record<BoundedFact, Bounds>> {
  const bounds: Partial<Record<BoundedFact, Bounds>> = {};
  if (filters.studio) bounds.bedrooms = { min: 0, max: 0 };
  else if (filters.bedsMin !== undefined) bounds.bedrooms = { min: filters.bedsMin };
  if (filters.bathsMin !== undefined) bounds.bathrooms = { min: filters.bathsMin };
  return bounds;
}

/**
 * A listing is in a place by its own address, the one its card shows: its state, its city
 * there, or its ZIP code. State and city read properties_place_price_idx, a ZIP code
 * properties_zip_idx.
 */
export function placeConditions(place: TextPlace): SQL[] {
  const p = properties;
  if (place.kind === "zip") return [eq(p.zip, place.zip)];
  if (place.kind === "city") return [eq(p.state, place.state), eq(p.city, place.city)];
  return [eq(p.state, place.state)];
}
