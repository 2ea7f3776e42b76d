import { eq, type SQL, sql } from "drizzle-orm";
import { BEDROOM_FILTERS } from "@/shared/properties";
import { SEARCH_WHOLE_WORD_MAX } from "@/shared/search-words";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";
import { MATCH_KEYS, properties } from "../platform/db/schema";
import { recentPriceCut } from "../properties/filter-conditions";
import { boundsHold } from "./saved-bounds";

/** What reverse matching reads of a listing: its filter columns and its stored search text. */
const matchColumns = {
  id: properties.id,
  price: properties.price,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  lotSizeAcres: properties.lotSizeAcres,
  yearBuilt: properties.yearBuilt,
  propertyType: properties.propertyType,
  amenityMask: properties.amenityMask,
  isFeatured: properties.isFeatured,
  searchText: properties.searchText,
  city: properties.city,
  state: properties.state,
  zip: properties.zip,
  latitude: properties.latitude,
  longitude: properties.longitude,
  createdAt: properties.createdAt,
  offer: properties.offer,
  status: properties.status,
  closedOn: properties.closedOn,
  petsCats: properties.petsCats,
  petsDogs: properties.petsDogs,
  hasVideoTour: properties.hasVideoTour,
  hasPriceCut: sql<boolean>`coalesce(${recentPriceCut}, false)`,
};

export interface MatchListing {
  id: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  lotSizeAcres: number | null;
  yearBuilt: number | null;
  propertyType: string;
  amenityMask: number | null;
  isFeatured: boolean;
  searchText: string | null;
  /** Its own address, which a place the search's text named must be (decision 038). */
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
  /** For sale or for rent, and its stage: searches show active homes unless they ask for more. */
  offer: string;
  status: string;
  closedOn: string | null;
  /** The pets a rental allows. */
  petsCats: boolean;
  petsDogs: boolean;
  /** A reel shows it (the 'Video tour' filter). */
  hasVideoTour: boolean;
  /** Its price was cut lately, as the search's 'Price cut' filter reads it (recentPriceCut). */
  hasPriceCut: boolean;
}

export async function readMatchListing(db: Database, id: string): Promise<MatchListing | null> {
  const [row] = await db.select(matchColumns).from(properties).where(eq(properties.id, id));
  return row ?? null;
}

/**
 * Every search word this listing's text can satisfy: each stored word up to two characters
 * whole (those must match a whole word), and every part of three or more characters of each
 * stored word (longer search words may be part of a word, decision 015). Search words hold no
 * separator, so a match never spans two stored words: every word of a search the listing
 * matches is among these.
 */
function listingWordKeys(searchText: string | null): string[] {
  const keys = new Set<string>();
  for (const word of (searchText ?? "").split(" ")) {
    if (!word) continue;
    if (word.length <= SEARCH_WHOLE_WORD_MAX) keys.add(word);
    for (let start = 0; start < word.length; start++) {
      for (let end = start + SEARCH_WHOLE_WORD_MAX + 1; end <= word.length; end++) {
        keys.add(word.slice(start, end));
      }
    }
  }
  return [...keys];
}

/**
 * The keys of the bedroom minimums a listing can satisfy ('b:' and a search's fewest bedrooms):
 * a studio only Studio's 0, a home with n bedrooms every chip from 1 to n (the chips stop at
 * BEDROOM_FILTERS' last). An exact search is filed under its minimum too; exactMatch decides.
 */
function bedroomKeys(bedrooms: number): string[] {
  if (bedrooms === 0) return ["b:0"];
  const top = Math.min(bedrooms, Number(BEDROOM_FILTERS.at(-1)));
  return Array.from({ length: top }, (_, index) => `b:${index + 1}`);
}

/** A text[] literal, each value quoted and escaped: a city a realtor typed may hold anything. */
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/**
 * The exact test of one saved search against the listing, as search.service would run the
 * search and find it: each criterion either unset or met by the listing. On its own it reads
 * every search (the bench's full scan); `indexedCandidates` narrows it first.
 */
function exactMatch(listing: MatchListing): SQL {
  const text = listing.searchText ?? "";
  const position = sql`point(${listing.longitude}::float8, ${listing.latitude}::float8)`;
  return sql`not paused
    and offer = ${listing.offer}
    and (${listing.status} = 'active' or ${listing.status} = any(statuses)
      or (${listing.status} = 'closed' and closed_within_months is not null
        and ${listing.closedOn}::date >= current_date - closed_within_months * interval '1 month'))
    and (not pets_cats or ${listing.petsCats}) and (not pets_dogs or ${listing.petsDogs})
    and (min_price is null or min_price <= ${listing.price})
    and (max_price is null or max_price >= ${listing.price})
    and ${boundsHold(listing)}
    and (listed_within_days is null
      or ${listing.createdAt.toISOString()}::timestamptz >= now() - listed_within_days * interval '1 day')
    and (not video_tour or ${listing.hasVideoTour})
    and (not price_cut or ${listing.hasPriceCut})
    and (cardinality(types) = 0 or ${listing.propertyType} = any(types))
    and amenity_mask & ${listing.amenityMask ?? 0} = amenity_mask
    and (not featured_only or ${listing.isFeatured})
    and (area_box is null or ${position} <@ area_box)
    and (area_polygon is null or ${position} <@ area_polygon)
    and (place_state is null or place_state = ${listing.state})
    and (place_city is null or place_city = ${listing.city})
    and (place_zip is null or place_zip = ${listing.zip})
    and not exists (select 1 from unnest(words) as w where ${text}::text not like
      (case when length(w) <= ${SEARCH_WHOLE_WORD_MAX} then '% ' || w || ' %' else '%' || w || '%' end))`;
}

/**
 * Every key a search this listing matches can be filed under (saved_search_match_keys in
 * migration 0031): any of its words, its ZIP code, city or state, its 1-degree map cell, its
 * type, its beds, or '*'.
 */
function searchKeys(listing: MatchListing): string[] {
  return [
    "*",
    ...bedroomKeys(listing.bedrooms),
    `t:${listing.propertyType}`,
    `a:${Math.floor(listing.longitude)},${Math.floor(listing.latitude)}`,
    `z:${listing.zip}`,
    `c:${listing.state}:${listing.city}`,
    `s:${listing.state}`,
    ...listingWordKeys(listing.searchText).map((word) => `w:${word}`),
  ];
}

/**
 * The candidate filter saved_searches_match_keys_idx serves: a search filed under one of the
 * listing's keys. It may only let through too many, never too few; `exactMatch` then decides.
 */
function indexedCandidates(listing: MatchListing): SQL {
  return sql`${MATCH_KEYS} && ${textArray(searchKeys(listing))}`;
}

/** The WHERE on saved_searches of the active searches the listing matches. */
export const matchingWhere = (listing: MatchListing, { indexed = true } = {}): SQL =>
  indexed ? sql`${indexedCandidates(listing)} and ${exactMatch(listing)}` : exactMatch(listing);

/** The ids of every active saved search the listing matches, found through the indexes. */
export async function matchingSearchIds(
  db: Database,
  listing: MatchListing,
  { indexed = true } = {},
): Promise<string[]> {
  const where = matchingWhere(listing, { indexed });
  const rows = await rawRows<{ id: string }>(db, sql`select id from saved_searches where ${where}`);
  return rows.map((row) => row.id);
}
