import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PropertySearchPage } from "@/shared/properties";
import { SEARCH_PAGE_SIZE } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { apiRequest } from "@/web/lib/api-client";
import { toSearchParams } from "../search-query";

/**
 * GET /api/properties: one page of a search. Keyset pagination: pass `nextCursor` back as
 * `cursor`. The query uses the /search page's own keys (toSearchParams).
 */
export function searchProperties(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchPage> {
  return apiRequest<PropertySearchPage>(`/api/properties?${query}`, { signal });
}

/** The /search results, page after page through the server's cursor. */
export function propertySearchQueryOptions(fields: SearchFields) {
  const query = toSearchParams(fields).toString();
  return infiniteQueryOptions({
    queryKey: ["properties", "search", query],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set("limit", String(SEARCH_PAGE_SIZE));
      if (pageParam) params.set("cursor", pageParam);
      return searchProperties(params, signal);
    },
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
