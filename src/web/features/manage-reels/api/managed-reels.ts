import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { ManagedReelPage } from "@/shared/manage-reels";
import { apiRequest } from "@/web/lib/api-client";

/** Every reel management query (lists, property options) starts with this key. */
export const MANAGED_REELS_KEY = ["manage", "reels"] as const;

export interface ManagedReelsQuery {
  q: string;
  page: number;
}

/** The query string; defaults are left out so equal lists share a cache entry. */
function search({ q, page }: ManagedReelsQuery): QueryString {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/manage/reels: a page of the reels the signed-in admin or realtor manages. */
function getManagedReels(query: ManagedReelsQuery, signal?: AbortSignal): Promise<ManagedReelPage> {
  return apiRequest("GET /api/manage/reels", `/api/manage/reels${search(query)}`, { signal });
}

function managedReelsQueryOptions(query: ManagedReelsQuery) {
  return queryOptions({
    queryKey: [...MANAGED_REELS_KEY, "list", query],
    queryFn: ({ signal }) => getManagedReels(query, signal),
  });
}

/** How often the list is read again while an upload processes, to move its progress along. */
const PROCESSING_POLL_MS = 2_000;

/**
 * Keeps the current page on screen while the next one loads, and follows uploads while any is
 * processing (a finished one then shows among the reels).
 */
export function useManagedReels(query: ManagedReelsQuery) {
  return useQuery({
    ...managedReelsQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.uploads.some((upload) => upload.status === "processing")
        ? PROCESSING_POLL_MS
        : false,
  });
}
