import { eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PRICE_CUT_RECENT_DAYS } from "@/shared/properties";
import type { Bounds } from "@/shared/room-filters";
import type { SearchFields } from "@/shared/schemas/property-search";
import { type BoundedFact, searchBounds } from "@/shared/search-bounds";
import { openHouseCondition } from "../open-houses/open-house-conditions";
import { properties } from "../platform/db/schema";

/** The listing's column for each fact a search can bound. */
const BOUNDED_COLUMNS: Record<BoundedFact, AnyPgColumn> = {
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  lotSizeAcres: properties.lotSizeAcres,
  yearBuilt: properties.yearBuilt,
};

/**
 * The search's bounds on rooms and facts (searchBounds: the chips' minimums, Studio, the exact
 * switch, square feet, lot size, year built) as plain column comparisons, which the facets index
 * holds. A listing without a lot size or year built fails a bound on it (null compares false).
 */
export function boundsConditions(search: SearchFields): SQL[] {
  return boundConditions(searchBounds(search));
}

/** Bounds on a listing's facts as column comparisons: a minimum `>=`, a maximum `<=`. */
export function boundConditions(bounds: Partial<Record<BoundedFact, Bounds>>): SQL[] {
  const conditions: SQL[] = [];
  for (const [fact, { min, max }] of Object.entries(bounds) as [BoundedFact, Bounds][]) {
    const column = BOUNDED_COLUMNS[fact];
    if (min !== undefined) conditions.push(gte(column, min));
    if (max !== undefined) conditions.push(lte(column, max));
  }
  return conditions;
}

/**
 * A price cut as the cards' badge shows it: the last change of the price lowered it, within
 * PRICE_CUT_RECENT_DAYS. The day is set and cleared with the cut, so it alone says so (a second
 * test of the cut would make the planner think far fewer listings match). Served by the partial
 * index of cut listings.
 */
export const recentPriceCut = sql`(${properties.lastPriceCutAt} >= now() - ${PRICE_CUT_RECENT_DAYS}::int * interval '1 day')`;

/**
 * The search's criteria on the listing's life: listed in the last n days (the newest-first index
 * serves the range), shown by a reel (the few listings with one, their own partial index), its
 * price cut lately, an open house coming (this weekend).
 */
export function listingStateConditions(search: SearchFields): SQL[] {
  const p = properties;
  const conditions: SQL[] = [];
  if (search.listedWithin !== undefined) {
    conditions.push(sql`${p.createdAt} >= now() - ${search.listedWithin}::int * interval '1 day'`);
  }
  if (search.videoTour) conditions.push(sql`${p.hasVideoTour}`);
  if (search.priceCut) conditions.push(recentPriceCut);
  if (search.openHouse) conditions.push(openHouseCondition(search.openHouse));
  return conditions;
}

/**
 * Where in their life the searched homes are: those offered the searched way (for sale unless
 * asked for rent), active, plus the stages the search adds, plus those closed in its last
 * months, allowing the pets it names. Every search says it, so every search reads only the homes it may show.
 */
export function lifeConditions(search: SearchFields): SQL[] {
  const p = properties;
  const statuses = ["active", ...(search.status ?? [])];
  const shown = inArray(p.status, statuses);
  const closed =
    search.closedWithin === undefined
      ? null
      : sql`(${p.status} = 'closed' and ${p.closedOn} >= current_date - ${search.closedWithin}::int * interval '1 month')`;
  const pets = [
    ...(search.pets?.includes("cats") ? [sql`${p.petsCats}`] : []),
    ...(search.pets?.includes("dogs") ? [sql`${p.petsDogs}`] : []),
  ];
  return [
    eq(p.offer, search.offer ?? "sale"),
    closed ? sql`(${shown} or ${closed})` : shown,
    ...pets,
  ];
}
