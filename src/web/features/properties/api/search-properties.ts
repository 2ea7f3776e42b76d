import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PropertySearchPage } from "@/shared/properties";
import { SEARCH_PAGE_SIZE } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { apiRequest } from "@/web/lib/api-client";
import { listQuery } from "../search-query";

/**
 * GET /api/properties: one page of a search. Keyset pagination: pass `nextCursor` back as
 * `cursor`. The query uses the /search page's own keys (listQuery: toSearchParams without the zoom).
 */
function searchProperties(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchPage> {
  return apiRequest("GET /api/properties", `/api/properties?${query}`, { signal });
}

/** The query string of one page of results: the search, the page size and the cursor. */
function searchPageParams(query: string, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams(query);
  params.set("limit", String(SEARCH_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return params;
}

/** The /search results, page after page through the server's cursor. */
export function propertySearchQueryOptions(fields: SearchFields) {
  const query = listQuery(fields);
  return infiniteQueryOptions({
    queryKey: ["properties", "search", query],
    queryFn: ({ pageParam, signal }) =>
      searchProperties(searchPageParams(query, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Keeps the previous results on screen while a changed search loads. */
export function usePropertySearch(fields: SearchFields) {
  return useInfiniteQuery({
    ...propertySearchQueryOptions(fields),
    placeholderData: keepPreviousData,
  });
}
