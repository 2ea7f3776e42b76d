import { canonicalSearchQuery } from "@/shared/canonical-search";
import { amenityMask } from "@/shared/properties";
import { suggestSavedSearchName } from "@/shared/saved-search-name";
import type { PropertySearch } from "@/shared/schemas/property-search";
import { searchBounds } from "@/shared/search-bounds";
import type { TextPlace } from "@/shared/search-text/place";
import { searchWords } from "@/shared/search-words";
import { ApiError } from "../platform/http/errors";
import { boxText, polygonText } from "../properties/map-area-sql";
import { type TypedFilters, typedBounds } from "../properties/typed-conditions";
import { readSearchText } from "../properties/typed-search";
import { parseSearchQuery } from "../recent-searches/parse-search-query";
import { savedBounds } from "./saved-bounds";

const OPEN_HOUSE_NOT_SAVED =
  "A search for open houses changes every week, so it cannot be saved; save it without that filter";

/** As many words as saved_searches.words may hold. */
const SAVED_SEARCH_WORDS_MAX = 20;

/** The place columns of a saved search: a ZIP code is matched by the ZIP alone, as the search does. */
function placeColumns(place: TextPlace | undefined) {
  return {
    placeState: place && place.kind !== "zip" ? place.state : null,
    placeCity: place?.kind === "city" ? place.city : null,
    placeZip: place?.kind === "zip" ? place.zip : null,
  };
}

/**
 * A /search query string read as a saved search: its canonical spelling (the one Recent Searches
 * use) and that spelling taken apart into the columns reverse matching indexes. The sort is left
 * out: it orders results but finds none, so a search saved sorted two ways is the same search.
 * Its text is read as the search reads it (readSearchText): the rooms, kinds, prices, amenities
 * and place it names are stored as those criteria, an explicit field still beating the text, and
 * only the leftover words as words. A place without listings yet is kept: a listing there is
 * what the owner waits for. The query itself, and so the search's label, stays as typed.
 */
export async function savedSearchCriteria(rawQuery: string) {
  const parsed = parseSearchQuery(rawQuery);
  // "This weekend" means another weekend each week, and alerts tell of listings, not of their
  // open houses: such a search could not keep its word, so it is not saved.
  if (parsed.openHouse) {
    throw ApiError.validation([{ path: "query.openHouse", message: OPEN_HOUSE_NOT_SAVED }]);
  }
  const query = canonicalSearchQuery({ ...parsed, sort: undefined });
  // An alert for every listing is not a search; the page offers Save only with criteria.
  if (!query) {
    throw ApiError.validation([
      { path: "query", message: "Choose at least one search criterion to save a search" },
    ]);
  }
  // Read back from the canonical spelling, so the columns always say what `query` says.
  const fields = parseSearchQuery(query);
  const typed: PropertySearch & TypedFilters = (await readSearchText(fields))?.typed ?? fields;
  const words = typed.q ? searchWords(typed.q) : [];
  // The words column's own limit (schema/saved-searches.ts), said as a field message.
  if (words.length > SAVED_SEARCH_WORDS_MAX) {
    throw ApiError.validation([
      {
        path: "query.q",
        message: `A saved search's text may have at most ${SAVED_SEARCH_WORDS_MAX} words`,
      },
    ]);
  }
  return {
    query,
    suggestedName: suggestSavedSearchName(fields),
    columns: {
      words,
      minPrice: typed.minPrice ?? null,
      maxPrice: typed.maxPrice ?? null,
      ...savedBounds({ ...searchBounds(typed), ...typedBounds(typed) }),
      listedWithinDays: fields.listedWithin ?? null,
      videoTour: fields.videoTour ?? false,
      priceCut: fields.priceCut ?? false,
      types: typed.types ?? [],
      amenityMask: amenityMask(typed.amenities ?? []),
      featuredOnly: fields.featured ?? false,
      areaBox: fields.bbox ? boxText(fields.bbox) : null,
      areaPolygon: fields.poly ? polygonText(fields.poly) : null,
      ...placeColumns(typed.place),
      offer: fields.offer ?? "sale",
      statuses: fields.status ?? [],
      closedWithinMonths: fields.closedWithin ?? null,
      petsCats: fields.pets?.includes("cats") ?? false,
      petsDogs: fields.pets?.includes("dogs") ?? false,
    },
  };
}
