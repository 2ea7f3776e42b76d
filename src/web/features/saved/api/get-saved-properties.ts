import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertySummary } from "@/shared/properties";
import { apiRequest } from "@/web/lib/api-client";
import { savedQueryKey } from "./get-saved-ids";

/** GET /api/saved: the signed-in user's saved properties, newest saved first. */
function getSavedProperties(signal?: AbortSignal): Promise<{ items: PropertySummary[] }> {
  return apiRequest("GET /api/saved", "/api/saved", { signal });
}

export function savedPropertiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...savedQueryKey(userId), "list"],
    queryFn: async ({ signal }) => (await getSavedProperties(signal)).items,
  });
}

export function useSavedProperties(userId: string) {
  return useQuery(savedPropertiesQueryOptions(userId));
}
