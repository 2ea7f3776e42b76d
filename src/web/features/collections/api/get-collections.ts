import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import { apiRequest } from "@/web/lib/api-client";

/** Every collection query of the signed-in member starts with this, so one write refreshes all. */
export const collectionsKey = (userId: string) => ["collections", userId] as const;

/** How often an open collection asks for the other members' changes. */
export const COLLECTION_POLL_MS = 10_000;

/** GET /api/collections: the member's collections; with a listing, whether each holds it. */
export function collectionsQueryOptions(userId: string, propertyId?: string) {
  const query: QueryString = propertyId ? `?${new URLSearchParams({ property: propertyId })}` : "";
  return queryOptions({
    queryKey: [...collectionsKey(userId), "list", propertyId ?? null],
    queryFn: async ({ signal }) =>
      (await apiRequest("GET /api/collections", `/api/collections${query}`, { signal })).items,
  });
}

export function useCollections(userId: string, propertyId?: string, enabled = true) {
  return useQuery({ ...collectionsQueryOptions(userId, propertyId), enabled });
}
