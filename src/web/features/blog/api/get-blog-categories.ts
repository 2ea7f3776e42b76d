import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogCategoryCount } from "@/shared/blog";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/blog/categories: the categories that have published posts, by name. */
function getBlogCategories(signal?: AbortSignal): Promise<BlogCategoryCount[]> {
  return apiRequest("GET /api/blog/categories", "/api/blog/categories", { signal });
}

export function blogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ["blog", "categories"],
    queryFn: ({ signal }) => getBlogCategories(signal),
  });
}

export function useBlogCategories() {
  return useQuery(blogCategoriesQueryOptions());
}
