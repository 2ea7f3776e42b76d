import { gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { amenityMask } from "@/shared/properties";
import type { PropertySearch } from "@/shared/schemas/property-search";
import { properties } from "../platform/db/schema";
import { boundsConditions, lifeConditions, listingStateConditions } from "./filter-conditions";
import { listAreaConditions } from "./map-area-sql";
import { textMatches } from "./text-match";
import { type TypedFilters, typedConditions } from "./typed-conditions";

/**
 * The WHERE of a search, written so the indexes of the properties table serve it: plain column
 * comparisons (all in the facets index), the amenities as one bit test on amenity_mask, the
 * trigram index for text, `is_featured` as a bare predicate so the partial featured index
 * matches, and the map's area as ranges of the position index (map-area-sql.ts).
 */
export function searchConditions(search: PropertySearch & TypedFilters): SQL[] {
  return [...filterConditions(search), ...listAreaConditions(search)];
}

/** The criteria of a search but its map area (which lists and the map test differently). */
export function filterConditions(search: PropertySearch & TypedFilters): SQL[] {
  const p = properties;
  const conditions: SQL[] = [...lifeConditions(search)];
  // search_text is stored lower-cased, so plain LIKE on the lowered words finds what ILIKE
  // would at less cost per row, and the gin_trgm_ops index serves it too.
  if (search.q) conditions.push(...textMatches(search.q));
  if (search.minPrice !== undefined) conditions.push(gte(p.price, search.minPrice));
  if (search.maxPrice !== undefined) conditions.push(lte(p.price, search.maxPrice));
  conditions.push(...boundsConditions(search), ...listingStateConditions(search));
  if (search.types?.length) conditions.push(inArray(p.propertyType, search.types));
  if (search.amenities?.length) {
    const mask = amenityMask(search.amenities);
    conditions.push(sql`${p.amenityMask} & ${mask} = ${mask}`);
  }
  if (search.featured === true) conditions.push(sql`${p.isFeatured}`);
  if (search.featured === false) conditions.push(sql`not ${p.isFeatured}`);
  conditions.push(...typedConditions(search));
  return conditions;
}
