import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardSummary } from "@/shared/notifications";
import { apiRequest } from "@/web/lib/api-client";
import { NOTIFICATION_COUNTS_KEY } from "@/web/lib/count-keys";

/** GET /api/dashboard/summary: the overview cards' live figures. */
function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiRequest("GET /api/dashboard/summary", "/api/dashboard/summary", { signal });
}

function dashboardSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...NOTIFICATION_COUNTS_KEY, "dashboard-summary", userId],
    queryFn: ({ signal }) => getDashboardSummary(signal),
    // Saves and notifications read elsewhere change these figures; coming back to the overview
    // refreshes them (the last figures stay on screen meanwhile).
    staleTime: 0,
  });
}

export function useDashboardSummary(userId: string) {
  return useQuery(dashboardSummaryQueryOptions(userId));
}
