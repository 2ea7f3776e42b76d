import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsRange, AnalyticsReport, AnalyticsSubject } from "@/shared/analytics";
import { apiRequest } from "@/web/lib/api-client";

/** Whose numbers: the signed-in realtor's own listings and reels, or the whole site's (admins). */
export type ReportScope = "mine" | "site";

export interface ReportQuery {
  days: AnalyticsRange;
  /** One listing or reel; null: all of them together. */
  selected: { kind: AnalyticsSubject; id: string } | null;
}

function queryString({ days, selected }: ReportQuery): `?${string}` {
  const params = new URLSearchParams({ days: String(days) });
  if (selected) {
    params.set("kind", selected.kind);
    params.set("id", selected.id);
  }
  return `?${params}`;
}

/** GET /api/analytics or GET /api/admin/traffic: every day of the range, today last. */
function getAnalyticsReport(
  scope: ReportScope,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  return scope === "site"
    ? apiRequest("GET /api/admin/traffic", `/api/admin/traffic${queryString(query)}`, { signal })
    : apiRequest("GET /api/analytics", `/api/analytics${queryString(query)}`, { signal });
}

export function analyticsReportQueryOptions(scope: ReportScope, query: ReportQuery) {
  return queryOptions({
    queryKey: ["analytics", scope, query.days, query.selected?.kind, query.selected?.id],
    queryFn: ({ signal }) => getAnalyticsReport(scope, query, signal),
  });
}

/** The last report stays on screen while another range or item loads. */
export function useAnalyticsReport(scope: ReportScope, query: ReportQuery) {
  return useQuery({
    ...analyticsReportQueryOptions(scope, query),
    placeholderData: keepPreviousData,
  });
}
