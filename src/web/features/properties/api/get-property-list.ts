import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertySearchPage } from "@/shared/properties";
import { apiRequest } from "@/web/lib/api-client";

/**
 * GET /api/properties as a fixed list, e.g. the home page's `{ featured: "true", limit: "6" }`.
 * Every listing query key starts with "properties", so one invalidation refreshes them all.
 * (Paged search is search-properties.ts; this file stays separate because the home page loads
 * it up front, under the bundle budget.)
 */
function getPropertyList(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<PropertySearchPage> {
  return apiRequest("GET /api/properties", `/api/properties?${new URLSearchParams(query)}`, {
    signal,
  });
}

export function propertyListQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: ["properties", "list", new URLSearchParams(query).toString()],
    queryFn: ({ signal }) => getPropertyList(query, signal),
  });
}

export function usePropertyList(query: Record<string, string>) {
  return useQuery(propertyListQueryOptions(query));
}
