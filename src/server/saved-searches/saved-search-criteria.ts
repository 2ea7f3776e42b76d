import { canonicalSearchQuery } from "@/shared/canonical-search";
import { amenityMask } from "@/shared/properties";
import { suggestSavedSearchName } from "@/shared/saved-search-name";
import type { SearchFields } from "@/shared/schemas/property-search";
import { searchBounds } from "@/shared/search-bounds";
import { searchWords } from "@/shared/search-words";
import { ApiError } from "../platform/http/errors";
import { boxText, polygonText } from "../properties/map-area-sql";
import { parseSearchQuery } from "../recent-searches/parse-search-query";
import { savedBounds } from "./saved-bounds";

/** As many words as saved_searches.words may hold. */
const SAVED_SEARCH_WORDS_MAX = 20;

/**
 * A /search query string read as a saved search: its canonical spelling (the one Recent Searches
 * use) and that spelling taken apart into the columns reverse matching indexes. The sort is left
 * out: it orders results but finds none, so a search saved sorted two ways is the same search.
 */
export function savedSearchCriteria(rawQuery: string) {
  const query = canonicalSearchQuery({ ...parseSearchQuery(rawQuery), sort: undefined });
  // An alert for every listing is not a search; the page offers Save only with criteria.
  if (!query) {
    throw ApiError.validation([
      { path: "query", message: "Choose at least one search criterion to save a search" },
    ]);
  }
  // Read back from the canonical spelling, so the columns always say what `query` says.
  const fields: SearchFields = parseSearchQuery(query);
  const words = fields.q ? searchWords(fields.q) : [];
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
      minPrice: fields.minPrice ?? null,
      maxPrice: fields.maxPrice ?? null,
      ...savedBounds(searchBounds(fields)),
      listedWithinDays: fields.listedWithin ?? null,
      videoTour: fields.videoTour ?? false,
      priceCut: fields.priceCut ?? false,
      types: fields.types ?? [],
      amenityMask: amenityMask(fields.amenities ?? []),
      featuredOnly: fields.featured ?? false,
      areaBox: fields.bbox ? boxText(fields.bbox) : null,
      areaPolygon: fields.poly ? polygonText(fields.poly) : null,
    },
  };
}
