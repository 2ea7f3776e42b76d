import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReelCommentsPage } from "@/shared/reels";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/reels/:id/comments: one page, newest first; pass `nextCursor` back as `cursor`. */
export function getReelComments(
  reelId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReelCommentsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return apiRequest<ReelCommentsPage>(`/api/reels/${encodeURIComponent(reelId)}/comments${query}`, {
    signal,
  });
}

export function reelCommentsQueryOptions(reelId: string) {
  return infiniteQueryOptions({
    queryKey: ["reels", "comments", reelId],
    queryFn: ({ pageParam, signal }) => getReelComments(reelId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useReelComments(reelId: string) {
  return useInfiniteQuery(reelCommentsQueryOptions(reelId));
}
