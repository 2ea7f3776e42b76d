import { SEARCH_PAGE_SIZE } from "@/shared/properties";
import { REEL_FEED_PAGE_SIZE } from "@/shared/reels";

/**
 * `Link: rel=preload` hints for the data a page fetches first, sent with its HTML so the request
 * starts while the scripts download instead of after them. Each URL must be exactly the one the
 * page's hook requests, or the browser fetches twice: see src/web/features/reels/api/
 * get-reel-feed.ts, properties/api/search-properties.ts and get-property.ts, and
 * blog/api/get-blog-posts.ts. Only the plain form of /search and /blog is hinted; a query string
 * there changes the request in ways only the page knows.
 */
export function preloadHints(url: URL): string | null {
  const api = apiRequestOf(url);
  return api ? `<${api}>; rel=preload; as=fetch; crossorigin` : null;
}

function apiRequestOf({ pathname, searchParams, search }: URL): string | null {
  if (pathname === "/reels") {
    const query = new URLSearchParams({ limit: String(REEL_FEED_PAGE_SIZE) });
    const reel = searchParams.get("reel");
    if (reel) query.set("from", reel);
    return `/api/reels?${query}`;
  }
  if (pathname === "/search" && !search) return `/api/properties?limit=${SEARCH_PAGE_SIZE}`;
  if (pathname === "/blog" && !search) return "/api/blog/posts?page=1";
  const property = /^\/property\/([^/]+)$/.exec(pathname)?.[1];
  const id = property && decodedSegment(property);
  return id ? `/api/properties/${encodeURIComponent(id)}` : null;
}

/** The id as the router hands it to the page (decoded); null for a malformed escape. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
