import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AlertFrequency, SavedSearch } from "@/shared/saved-searches";
import { apiRequest } from "@/web/lib/api-client";

export interface SavedSearchList {
  items: SavedSearch[];
  /** What a new search's alerts start at: the member's e-mail frequency's. */
  defaultFrequency: AlertFrequency;
}

/** GET /api/saved-searches: the member's saved searches, newest first, with new-match counts. */
function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return apiRequest<SavedSearchList>("/api/saved-searches", { signal });
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
