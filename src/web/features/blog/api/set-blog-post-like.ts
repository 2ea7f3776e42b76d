import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogLikeState, BlogPostDetail } from "@/shared/blog";
import { apiRequest } from "@/web/lib/api-client";
import { blogPostQueryOptions } from "./get-blog-post";

/** The failure toast's text when no better message came back. */
export const POST_LIKE_FAILED = "Failed to update your like. Please try again.";

/** PUT (like) or DELETE (unlike) /api/blog/posts/:id/like; both idempotent, both answer the state. */
function setBlogPostLike(postId: string, liked: boolean): Promise<BlogLikeState> {
  const method = liked ? "PUT" : "DELETE";
  return apiRequest(
    `${method} /api/blog/posts/:id/like`,
    `/api/blog/posts/${encodeURIComponent(postId)}/like`,
  );
}

/** The post as it looks once `liked` is the viewer's wish; unchanged when it already is. */
export function withLike(post: BlogPostDetail, liked: boolean): BlogPostDetail {
  if (post.likedByMe === liked) return post;
  return {
    ...post,
    likedByMe: liked,
    likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)),
  };
}

function patchPost(queryClient: QueryClient, postId: string, patch: Partial<BlogPostDetail>) {
  queryClient.setQueryData(blogPostQueryOptions(postId).queryKey, (post) =>
    post ? { ...post, ...patch } : post,
  );
}

/**
 * Likes at once on screen; a refusal puts back what was shown before, and the server's answer
 * (its count includes other readers' likes) replaces the guess.
 */
export function useSetBlogPostLike(postId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = blogPostQueryOptions(postId);
  return useMutation({
    mutationFn: (liked: boolean) => setBlogPostLike(postId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, withLike(before, liked));
      return before && { likedByMe: before.likedByMe, likeCount: before.likeCount };
    },
    onError: (_error, _liked, before) => {
      if (before) patchPost(queryClient, postId, before);
    },
    onSuccess: ({ liked, likeCount }) =>
      patchPost(queryClient, postId, { likedByMe: liked, likeCount }),
  });
}
