import type { QueryClient } from "@tanstack/react-query";

/**
 * After an upload, edit or delete: the management lists, every public reel query (the feed and
 * single reels share the "reels" prefix) and the back office (its figures and activity log) are
 * read again, so the change shows everywhere at once.
 */
export function invalidateReelQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["manage", "reels"] }),
    queryClient.invalidateQueries({ queryKey: ["reels"] }),
    queryClient.invalidateQueries({ queryKey: ["admin"] }),
  ]);
}
