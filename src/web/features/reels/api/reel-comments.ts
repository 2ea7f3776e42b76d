import { useQueryClient } from "@tanstack/react-query";
import { type ThreadAddress, useComments, usePostComment } from "@/web/lib/comment-thread";
import { patchCachedReel } from "./reel-cache";

/** GET/POST /api/reels/:id/comments. */
const reelThread = (reelId: string): ThreadAddress => ({
  pattern: "/api/reels/:id/comments",
  path: `/api/reels/${encodeURIComponent(reelId)}/comments`,
  key: ["reels", "comments", reelId],
});

export const useReelComments = (reelId: string) => useComments(reelThread(reelId));

/** A new comment goes to the top of the thread and is counted on the reel in every feed. */
export function usePostReelComment(reelId: string) {
  const queryClient = useQueryClient();
  return usePostComment(reelThread(reelId), () =>
    patchCachedReel(queryClient, reelId, (reel) => ({ commentCount: reel.commentCount + 1 })),
  );
}
