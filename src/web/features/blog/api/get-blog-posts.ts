import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPostPage } from "@/shared/blog";
import { apiRequest } from "@/web/lib/api-client";
import type { BlogListState } from "../blog-location";

/** Every cached list page; a like or a new post may change any of them. */
const BLOG_POSTS_KEY = ["blog", "posts"] as const;

/** The query string of GET /api/blog/posts for what /blog shows. */
function blogPostsParams(state: BlogListState): URLSearchParams {
  const query = new URLSearchParams({ page: String(state.page) });
  if (state.q) query.set("q", state.q);
  if (state.category) query.set("category", state.category);
  return query;
}

/** GET /api/blog/posts: one page of published posts, newest first (6 a page). */
function getBlogPosts(state: BlogListState, signal?: AbortSignal): Promise<BlogPostPage> {
  return apiRequest("GET /api/blog/posts", `/api/blog/posts?${blogPostsParams(state)}`, { signal });
}

export function blogPostsQueryOptions(state: BlogListState) {
  return queryOptions({
    queryKey: [...BLOG_POSTS_KEY, state.q ?? "", state.category ?? "", state.page],
    queryFn: ({ signal }) => getBlogPosts(state, signal),
    // The previous page stays on screen (dimmed) while the next search, tab or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useBlogPosts(state: BlogListState, options: { enabled?: boolean } = {}) {
  return useQuery({ ...blogPostsQueryOptions(state), ...options });
}
