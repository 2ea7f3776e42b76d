import { useEffect, useRef } from "react";
import { apiRequest } from "@/web/lib/api-client";

/** POST /api/blog/posts/:id/views (204). The server rate-limits per reader and post. */
function countBlogView(id: string): Promise<null> {
  return apiRequest(
    "POST /api/blog/posts/:id/views",
    `/api/blog/posts/${encodeURIComponent(id)}/views`,
  );
}

/**
 * Counts one view each time a published post is opened (null until it is). Fire and forget: a
 * lost view is not worth a reader's attention. The ref keeps React's development double effects
 * and refetches of the same post from counting twice.
 */
export function useCountBlogView(publishedPostId: string | null): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!publishedPostId || counted.current === publishedPostId) return;
    counted.current = publishedPostId;
    countBlogView(publishedPostId).catch(() => undefined);
  }, [publishedPostId]);
}
