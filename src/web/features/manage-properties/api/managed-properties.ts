import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { ManagedPropertyPage } from "@/shared/manage-properties";
import type { ManagedPropertyQuery } from "@/shared/schemas/property-form";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGE_PROPERTIES_KEY } from "./keys";

/** The query string of a list call; defaults are left out so equal filters share a cache entry. */
function managedPropertiesSearch(query: ManagedPropertyQuery): QueryString {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/manage/properties: one page of the listings the caller may manage. */
function getManagedProperties(
  query: ManagedPropertyQuery,
  signal?: AbortSignal,
): Promise<ManagedPropertyPage> {
  return apiRequest(
    "GET /api/manage/properties",
    `/api/manage/properties${managedPropertiesSearch(query)}`,
    { signal },
  );
}

function managedPropertiesQueryOptions(query: ManagedPropertyQuery) {
  return queryOptions({
    queryKey: [...MANAGE_PROPERTIES_KEY, "list", query],
    queryFn: ({ signal }) => getManagedProperties(query, signal),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useManagedProperties(query: ManagedPropertyQuery) {
  return useQuery({ ...managedPropertiesQueryOptions(query), placeholderData: keepPreviousData });
}
