import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedSearchList } from "@/shared/saved-searches";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/saved-searches: the member's saved searches, newest first, with new-match counts. */
function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return apiRequest("GET /api/saved-searches", "/api/saved-searches", { signal });
}

export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["saved-searches", userId],
    queryFn: ({ signal }) => getSavedSearches(signal),
  });
}

export function useSavedSearches(userId: string | undefined) {
  return useQuery({ ...savedSearchesQueryOptions(userId ?? ""), enabled: Boolean(userId) });
}
