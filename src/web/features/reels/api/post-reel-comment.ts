import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReelComment, ReelCommentsPage } from "@/shared/reels";
import type { ReelCommentInput } from "@/shared/schemas/reels";
import { apiRequest } from "@/web/lib/api-client";
import { reelCommentsQueryOptions } from "./get-reel-comments";
import { patchCachedReel } from "./reel-cache";

/** POST /api/reels/:id/comments: 201 with the stored comment. */
export function postReelComment(reelId: string, input: ReelCommentInput): Promise<ReelComment> {
  return apiRequest<ReelComment>(`/api/reels/${encodeURIComponent(reelId)}/comments`, {
    method: "POST",
    body: input,
  });
}

/**
 * Puts the new comment at the top of the thread and counts it on the reel. No refetch: the
 * thread's cursors stay valid, and the server's answer is the comment as stored.
 */
export function usePostReelComment(reelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReelCommentInput) => postReelComment(reelId, input),
    onSuccess: (comment) => {
      const { queryKey } = reelCommentsQueryOptions(reelId);
      queryClient.setQueryData<InfiniteData<ReelCommentsPage, string | null>>(queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        if (first.items.some((item) => item.id === comment.id)) return data;
        return { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] };
      });
      patchCachedReel(queryClient, reelId, (reel) => ({ commentCount: reel.commentCount + 1 }));
    },
  });
}
