import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReelFeedPage } from "@/shared/reels";
import { REEL_FEED_PAGE_SIZE } from "@/shared/reels";
import { apiRequest } from "@/web/lib/api-client";

/** Every cached feed, whatever reel it started at; likes and comment counts patch them all. */
export const REEL_FEEDS_KEY = ["reels", "feed"] as const;

export interface ReelFeedParams {
  cursor?: string | null;
  /** With a cursor: on to older reels (the default), or back to the newer ones. */
  direction?: "older" | "newer";
  /** Start the page at this reel (404 when there is no such reel). */
  from?: string | null;
  limit?: number;
}

/** The query string of GET /api/reels for one page. */
function reelFeedParams(params: ReelFeedParams): URLSearchParams {
  const query = new URLSearchParams({ limit: String(params.limit ?? REEL_FEED_PAGE_SIZE) });
  if (params.cursor) {
    query.set("cursor", params.cursor);
    if (params.direction === "newer") query.set("direction", "newer");
  } else if (params.from) query.set("from", params.from);
  return query;
}

/** GET /api/reels: one page of reels, newest first; pass `nextCursor` back as `cursor`. */
function getReelFeed(params: ReelFeedParams, signal?: AbortSignal): Promise<ReelFeedPage> {
  return apiRequest("GET /api/reels", `/api/reels?${reelFeedParams(params)}`, { signal });
}

/** Where a page starts: the first page has none; later ones a cursor and a direction. */
export type ReelPageParam = { cursor: string; direction: "older" | "newer" } | null;

/**
 * The feed page after page, starting at the newest reel or at `from` (a shared reel link); from a
 * shared link it goes on both ways, older below and newer above.
 */
export function reelFeedQueryOptions(from: string | null) {
  return infiniteQueryOptions({
    queryKey: [...REEL_FEEDS_KEY, from],
    queryFn: ({ pageParam, signal }) => getReelFeed({ ...pageParam, from }, signal),
    initialPageParam: null as ReelPageParam,
    getNextPageParam: (lastPage): ReelPageParam =>
      lastPage.nextCursor ? { cursor: lastPage.nextCursor, direction: "older" } : null,
    getPreviousPageParam: (firstPage): ReelPageParam =>
      firstPage.previousCursor ? { cursor: firstPage.previousCursor, direction: "newer" } : null,
    // A feed that reorders itself while someone watches moves the reel under their thumb; it
    // refreshes when they sign in or out (session-cache invalidates) or open the page again.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useReelFeed(from: string | null) {
  return useInfiniteQuery(reelFeedQueryOptions(from));
}
