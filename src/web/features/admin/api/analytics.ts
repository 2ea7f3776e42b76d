import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/analytics: signups, listings and posts per week, oldest week first. */
function getAdminAnalytics(signal?: AbortSignal) {
  return apiRequest("GET /api/admin/analytics", "/api/admin/analytics", { signal });
}

function adminAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "analytics"],
    queryFn: ({ signal }) => getAdminAnalytics(signal),
  });
}

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions());
}
