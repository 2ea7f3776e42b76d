import { useQueryClient } from "@tanstack/react-query";
import type { BlogPostDetail } from "@/shared/blog";
import { type ThreadAddress, useComments, usePostComment } from "@/web/lib/comment-thread";
import { blogPostQueryOptions } from "./get-blog-post";

/** GET/POST /api/blog/posts/:id/comments. */
const postThread = (postId: string): ThreadAddress => ({
  pattern: "/api/blog/posts/:id/comments",
  path: `/api/blog/posts/${encodeURIComponent(postId)}/comments`,
  key: ["blog", "comments", postId],
});

export const usePostComments = (postId: string) => useComments(postThread(postId));

/** A new comment goes to the top of the thread and is counted on the post. */
export function useAddPostComment(postId: string) {
  const queryClient = useQueryClient();
  return usePostComment(postThread(postId), () =>
    queryClient.setQueryData<BlogPostDetail>(blogPostQueryOptions(postId).queryKey, (post) =>
      post ? { ...post, commentCount: post.commentCount + 1 } : post,
    ),
  );
}
