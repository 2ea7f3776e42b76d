import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyAccessRequest } from "@/shared/schemas/access-requests";
import { apiRequest } from "@/web/lib/api-client";

export const ACCESS_REQUESTS_QUERY_KEY = ["access-requests"] as const;

/** GET /api/access-requests/mine: the signed-in user's own requests, newest first. */
function getMyAccessRequests(signal?: AbortSignal): Promise<MyAccessRequest[]> {
  return apiRequest("GET /api/access-requests/mine", "/api/access-requests/mine", { signal });
}

/** Keyed by user id so one account's requests are never shown to the next one. */
function myAccessRequestsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ACCESS_REQUESTS_QUERY_KEY, "mine", userId],
    queryFn: ({ signal }) => getMyAccessRequests(signal),
  });
}

export function useMyAccessRequests(userId: string) {
  return useQuery(myAccessRequestsQueryOptions(userId));
}
