import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Reel, ReelFeedPage } from "@/shared/reels";
import { REEL_FEEDS_KEY } from "./get-reel-feed";

/** Changes one reel wherever a cached feed holds it (a reel can be in several feeds). */
export function patchCachedReel(
  queryClient: QueryClient,
  reelId: string,
  patch: (reel: Reel) => Partial<Reel>,
): void {
  // A page fetch under way would write back the pages it started from, undoing this change; it
  // is dropped, and the feed asks for that page again.
  void queryClient.cancelQueries({ queryKey: REEL_FEEDS_KEY });
  queryClient.setQueriesData<InfiniteData<ReelFeedPage>>({ queryKey: REEL_FEEDS_KEY }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((reel) => reel.id === reelId)) return page;
      changed = true;
      return {
        ...page,
        items: page.items.map((reel) => (reel.id === reelId ? { ...reel, ...patch(reel) } : reel)),
      };
    });
    return changed ? { ...data, pages } : data;
  });
}
