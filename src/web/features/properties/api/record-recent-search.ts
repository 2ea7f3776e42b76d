import { useEffect } from "react";
import type { SearchFields } from "@/shared/schemas/property-search";
import { apiRequest } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { toSearchParams } from "../search-query";

/** A search counts once the URL has rested this long (typing commits the text as it goes). */
const RECENT_SEARCH_SETTLE_MS = 1500;

/** POST /api/recent-searches: the search page's query string, without "?". */
function recordRecentSearch(query: string): Promise<null> {
  return apiRequest("POST /api/recent-searches", "/api/recent-searches", { body: { query } });
}

/**
 * The query worth remembering: the search's own query string, or "" without any criteria. The
 * map's view is left out: every pan would otherwise push the member's real searches off the
 * list, while a drawn area is a choice worth keeping.
 */
export function recentSearchQuery(fields: SearchFields): string {
  const params = toSearchParams({ ...fields, bbox: undefined, zoom: undefined });
  // The sort alone is no search: it only orders everything.
  const criteria = [...params.keys()].some((key) => key !== "sort");
  return criteria ? params.toString() : "";
}

// Per account and page load: the server keeps one row per query anyway, this saves the calls.
const recorded = new Set<string>();

/**
 * Remembers a signed-in user's search for the dashboard once its results have
 * arrived and the URL has rested. Fire-and-forget: a failure only means it is not remembered.
 */
export function useRecordRecentSearch(fields: SearchFields, settled: boolean): void {
  const { user } = useAuth();
  const userId = user?.id;
  const query = recentSearchQuery(fields);
  useEffect(() => {
    if (!userId || !query || !settled) return;
    const key = `${userId}?${query}`;
    if (recorded.has(key)) return;
    const timer = setTimeout(() => {
      recorded.add(key);
      recordRecentSearch(query).catch(() => recorded.delete(key));
    }, RECENT_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [userId, query, settled]);
}
