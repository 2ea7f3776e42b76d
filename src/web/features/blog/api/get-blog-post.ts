import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogPostDetail } from "@/shared/blog";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/blog/posts/:id; rejects with status 404 for an unknown id or a draft. */
function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPostDetail> {
  return apiRequest("GET /api/blog/posts/:id", `/api/blog/posts/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function blogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["blog", "post", id],
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });
}

export function useBlogPost(id: string) {
  return useQuery(blogPostQueryOptions(id));
}
