import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { COLLECTION_POLL_MS, collectionsKey } from "./get-collections";

export const collectionKey = (userId: string, id: string) =>
  [...collectionsKey(userId), "detail", id] as const;

/** GET /api/collections/:id: polled while open, so each member sees the others' changes. */
export function collectionQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: collectionKey(userId, id),
    queryFn: ({ signal }) =>
      apiRequest("GET /api/collections/:id", `/api/collections/${encodeURIComponent(id)}`, {
        signal,
      }),
    staleTime: 0,
    // TanStack pauses the poll while the browser tab is hidden.
    refetchInterval: COLLECTION_POLL_MS,
    // A 404 (not a member, or gone) will not change by asking again.
    retry: false,
  });
}

export function useCollection(userId: string, id: string) {
  return useQuery(collectionQueryOptions(userId, id));
}
