import { useMutation } from "@tanstack/react-query";
import type { ReelLikeState } from "@/shared/reels";
import { apiRequest } from "@/web/lib/api-client";

/** The failure toast's text when no better message came back. */
export const LIKE_FAILED = "Failed to update like.";

/** PUT (like) or DELETE (unlike) /api/reels/:id/like; both idempotent, both answer the new state. */
function setReelLike(reelId: string, liked: boolean): Promise<ReelLikeState> {
  const method = liked ? "PUT" : "DELETE";
  return apiRequest(
    `${method} /api/reels/:id/like`,
    `/api/reels/${encodeURIComponent(reelId)}/like`,
  );
}

export function useSetReelLike(reelId: string) {
  return useMutation({ mutationFn: (liked: boolean) => setReelLike(reelId, liked) });
}
