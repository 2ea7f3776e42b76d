import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminTimeframe } from "@/shared/admin-overview";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/stats: the dashboard's live figures for one timeframe. */
function getAdminStats(timeframe: AdminTimeframe, signal?: AbortSignal) {
  return apiRequest("GET /api/admin/stats", `/api/admin/stats?timeframe=${timeframe}`, { signal });
}

export const adminStatsKey = ["admin", "stats"] as const;

function adminStatsQueryOptions(timeframe: AdminTimeframe) {
  return queryOptions({
    queryKey: [...adminStatsKey, timeframe],
    queryFn: ({ signal }) => getAdminStats(timeframe, signal),
    // Switching timeframe keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminStats(timeframe: AdminTimeframe) {
  return useQuery(adminStatsQueryOptions(timeframe));
}
