import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentSearch } from "@/shared/notifications";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/recent-searches: the user's last searches, newest first. */
function getRecentSearches(signal?: AbortSignal): Promise<RecentSearch[]> {
  return apiRequest("GET /api/recent-searches", "/api/recent-searches", { signal });
}

function recentSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["recent-searches", userId],
    queryFn: ({ signal }) => getRecentSearches(signal),
    // Searches are recorded from /search; the overview shows the latest when it opens.
    staleTime: 0,
  });
}

export function useRecentSearches(userId: string, enabled = true) {
  return useQuery({ ...recentSearchesQueryOptions(userId), enabled });
}
