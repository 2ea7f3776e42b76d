import { REEL_FEED_PAGE_SIZE } from "@/shared/reels";

/**
 * `Link: rel=preload` hints for the data a page fetches first, sent with its HTML so the request
 * starts while the scripts download instead of after them. Each URL must be exactly the one the
 * page's hook requests (see src/web/features/reels/api/get-reel-feed.ts), or the browser fetches
 * twice.
 */
export function preloadHints(url: URL): string | null {
  if (url.pathname !== "/reels") return null;
  const query = new URLSearchParams({ limit: String(REEL_FEED_PAGE_SIZE) });
  const reel = url.searchParams.get("reel");
  if (reel) query.set("from", reel);
  return `</api/reels?${query}>; rel=preload; as=fetch; crossorigin`;
}
