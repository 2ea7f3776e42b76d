import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PropertyDetail } from "@/shared/properties";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/properties/:id; rejects with status 404 for an unknown id. */
function getProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return apiRequest("GET /api/properties/:id", `/api/properties/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["properties", "detail", id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
