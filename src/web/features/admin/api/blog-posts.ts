import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { BlogPostStatus } from "@/shared/blog";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** Every admin blog query (posts, post, categories) starts with this key. */
export const ADMIN_BLOG_KEY = [...ADMIN_AREA_KEY, "blog"] as const;
/** The public blog's queries (src/web/features/blog/api) all start with "blog". */
const PUBLIC_BLOG_KEY = ["blog"] as const;

/**
 * After any blog change: the back office (tables, dashboard figures, activity) and the public
 * blog are read again, so /blog shows the change at once.
 */
export function invalidateBlog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_BLOG_KEY }),
  ]);
}

export const adminBlogPath = <P extends string = "">(path: P = "" as P) =>
  `/api/admin/blog${path}` as const;
export const adminBlogPostPath = <R extends string = "">(id: string, rest: R = "" as R) =>
  adminBlogPath(`/posts/${encodeURIComponent(id)}${rest}` as const);

/** GET /api/admin/blog/posts: one page of the Published Posts or Drafts table. */
export function useAdminBlogPosts(status: BlogPostStatus, page: number) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, "posts", status, page],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/admin/blog/posts",
        adminBlogPath(`/posts?status=${status}${page > 1 ? `&page=${page}` : ""}`),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/blog/posts/:id: the edit dialog's post; off while no post is being edited. */
export function useAdminBlogPost(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, "post", id],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/admin/blog/posts/:id", adminBlogPostPath(id ?? ""), { signal }),
    enabled: id !== null,
    // The dialog must edit what is stored now, not what an earlier visit cached.
    staleTime: 0,
    gcTime: 0,
  });
}
