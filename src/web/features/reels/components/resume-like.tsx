import { useQueryClient } from "@tanstack/react-query";
import { notifyError } from "@/web/lib/notify";
import type { ResumeProps } from "@/web/lib/use-resume-intent";
import { useRunOnce } from "@/web/lib/use-run-once";
import { REEL_FEEDS_KEY } from "../api/get-reel-feed";
import { patchCachedReel } from "../api/reel-cache";
import { LIKE_FAILED, useSetReelLike } from "../api/set-reel-like";

/**
 * Likes the reel a visitor pressed Like on before signing in (a like, never a toggle: it may
 * have been liked meanwhile). A feed read that started before the like may answer after it, so
 * the feeds are read again once the server has it.
 */
export default function ResumeLike({ id }: ResumeProps) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSetReelLike(id);
  useRunOnce(() => {
    mutateAsync(true).then(
      ({ liked, likeCount }) => {
        patchCachedReel(queryClient, id, () => ({ likedByMe: liked, likeCount }));
        void queryClient.invalidateQueries({ queryKey: REEL_FEEDS_KEY });
      },
      (error: unknown) => notifyError("Error", error, LIKE_FAILED),
    );
  });
  return null;
}
