import { useQueryClient } from "@tanstack/react-query";
import { notifyError } from "@/web/lib/notify";
import type { ResumeProps } from "@/web/lib/use-resume-intent";
import { useRunOnce } from "@/web/lib/use-run-once";
import { blogPostQueryOptions } from "../api/get-blog-post";
import { POST_LIKE_FAILED, useSetBlogPostLike } from "../api/set-blog-post-like";

/**
 * Likes the post a reader pressed Like on before signing in (a like, never a toggle). A read of
 * the post that started before the like may answer after it, so it is read again afterwards.
 */
export default function ResumePostLike({ id }: ResumeProps) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSetBlogPostLike(id);
  useRunOnce(() => {
    mutateAsync(true).then(
      () => queryClient.invalidateQueries({ queryKey: blogPostQueryOptions(id).queryKey }),
      (error: unknown) => notifyError("Error", error, POST_LIKE_FAILED),
    );
  });
  return null;
}
