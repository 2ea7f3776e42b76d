import { sql } from "drizzle-orm";
import type { PropertySearch } from "@/shared/schemas/property-search";
import { type ParsedSearchText, parseSearchText } from "@/shared/search-text/parse-query";
import { placeLabel, type TextPlace } from "@/shared/search-text/place";
import type { UnderstoodSearch } from "@/shared/search-text/understood";
import { placeLookup } from "../places/place-lookup";
import { loadPlaceIndex } from "../places/places.service";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { placeConditions, type TypedFilters } from "./typed-conditions";

/** A search with its text read into filters: what to run, what to show, where it fell back. */
export interface TypedSearch {
  /** The search to run: the filters the text named added, only the leftover words as text. */
  search: PropertySearch & TypedFilters;
  understood: UnderstoodSearch | null;
  /** The place named has no listings at all: show the nearest to it instead (not a filter). */
  nearest: TextPlace | null;
}

/**
 * Reads the search's text (`q`) into filters and a place (shared/search-text). An explicit field
 * wins over what the text says of the same thing (beds=2 beats "3 bed"; an explicit maximum
 * price beats "under 500k", and a typed bound that contradicts an explicit one is dropped); the
 * place always applies, since no field names one. A place without a single listing is dropped
 * from the search and returned as `nearest`.
 */
export async function readTypedSearch(db: Database, search: PropertySearch): Promise<TypedSearch> {
  const read = await readSearchText(search);
  if (!read) return { search, understood: null, nearest: null };
  const { typed, understood } = read;
  const place = typed.place;
  if (place && !(await hasListings(db, place))) {
    const { place: _empty, ...rest } = typed;
    return { search: rest, understood, nearest: place };
  }
  return { search: typed, understood, nearest: null };
}

/**
 * The search's text read with the bundled place data and laid over its explicit fields
 * (applyParsed); null when it has no text. The one reading of a typed search, whether it is run
 * or saved.
 */
export async function readSearchText(search: PropertySearch) {
  if (!search.q) return null;
  return applyParsed(search, parseSearchText(search.q, placeLookup(await loadPlaceIndex())));
}

/** The parse laid over the explicit fields, and the parts of it that took effect. */
export function applyParsed(
  search: PropertySearch,
  parsed: ParsedSearchText,
): { typed: PropertySearch & TypedFilters; understood: UnderstoodSearch } {
  const typed: PropertySearch & TypedFilters = { ...search, q: parsed.words || undefined };
  const understood: UnderstoodSearch = { words: parsed.words, spans: {} };
  /** Applies a part of the parse: its filter to the search, its value and spans to the answer. */
  const apply = (
    part: keyof UnderstoodSearch["spans"],
    values: Partial<UnderstoodSearch>,
    filters: Partial<PropertySearch & TypedFilters>,
  ) => {
    Object.assign(understood, values);
    Object.assign(typed, filters);
    const spans = parsed.spans[part];
    if (spans) understood.spans[part] = spans;
  };
  if (search.beds === undefined && parsed.studio) apply("beds", { studio: true }, { studio: true });
  else if (search.beds === undefined && parsed.beds !== undefined) {
    apply("beds", { beds: parsed.beds }, { bedsMin: parsed.beds });
  }
  if (search.baths === undefined && parsed.baths !== undefined) {
    apply("baths", { baths: parsed.baths }, { bathsMin: parsed.baths });
  }
  if (!search.types?.length && parsed.types) {
    apply("types", { types: parsed.types }, { types: parsed.types });
  }
  if (!search.amenities?.length && parsed.amenities) {
    apply("amenities", { amenities: parsed.amenities }, { amenities: parsed.amenities });
  }
  const minPrice =
    search.minPrice === undefined &&
    parsed.minPrice !== undefined &&
    (search.maxPrice === undefined || parsed.minPrice <= search.maxPrice)
      ? parsed.minPrice
      : undefined;
  const maxPrice =
    search.maxPrice === undefined &&
    parsed.maxPrice !== undefined &&
    (search.minPrice === undefined || parsed.maxPrice >= search.minPrice)
      ? parsed.maxPrice
      : undefined;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const prices = {
      ...(minPrice === undefined ? {} : { minPrice }),
      ...(maxPrice === undefined ? {} : { maxPrice }),
    };
    apply("price", prices, prices);
  }
  if (parsed.place) {
    const place = parsed.place;
    apply("place", { place: { ...place, label: placeLabel(place) } }, { place });
  }
  return { typed, understood };
}

/** Whether any listing at all is in the place: one row read through the place's index. */
async function hasListings(db: Database, place: TextPlace): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(properties)
    .where(sql.join(placeConditions(place), sql` and `))
    .limit(1);
  return rows.length > 0;
}
