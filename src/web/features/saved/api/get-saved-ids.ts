import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** Saved lists belong to one account: keyed by user id so the next account never sees them. */
export function savedQueryKey(userId: string) {
  return ["saved", userId] as const;
}

/** GET /api/saved/ids: which properties the signed-in user has saved (for the bookmark state). */
function getSavedIds(signal?: AbortSignal): Promise<{ ids: string[] }> {
  return apiRequest("GET /api/saved/ids", "/api/saved/ids", { signal });
}

export function savedIdsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...savedQueryKey(userId), "ids"],
    queryFn: async ({ signal }) => (await getSavedIds(signal)).ids,
  });
}

export function useSavedIds(userId: string) {
  return useQuery(savedIdsQueryOptions(userId));
}
