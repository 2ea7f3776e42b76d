import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/activities: the latest admin actions, newest first. */
function getAdminActivities(limit: number, signal?: AbortSignal) {
  return apiRequest("GET /api/admin/activities", `/api/admin/activities?limit=${limit}`, {
    signal,
  });
}

export const adminActivitiesKey = ["admin", "activities"] as const;

function adminActivitiesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...adminActivitiesKey, limit],
    queryFn: ({ signal }) => getAdminActivities(limit, signal),
  });
}

export function useAdminActivities(limit: number) {
  return useQuery(adminActivitiesQueryOptions(limit));
}
