import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { useBlogMutation } from "./blog-post-actions";
import { ADMIN_BLOG_KEY, adminBlogPath } from "./blog-posts";

const categoryPath = (id: string) =>
  adminBlogPath(`/categories/${encodeURIComponent(id)}` as const);

/** GET /api/admin/blog/categories: every category by name with its post count. */
export function useAdminBlogCategories() {
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEY, "categories"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/admin/blog/categories", adminBlogPath("/categories"), { signal }),
  });
}

/** POST /categories {name}: refused (409) when the name exists in any case. */
export function useAddBlogCategory() {
  return useBlogMutation((name: string) =>
    apiRequest("POST /api/admin/blog/categories", adminBlogPath("/categories"), {
      body: { name },
    }),
  );
}

/** PATCH /categories/:id {name}: the same rules as adding. */
export function useRenameBlogCategory() {
  return useBlogMutation(({ id, name }: { id: string; name: string }) =>
    apiRequest("PATCH /api/admin/blog/categories/:id", categoryPath(id), { body: { name } }),
  );
}

/** DELETE /categories/:id: refused (409) while the category has posts. */
export function useDeleteBlogCategory() {
  return useBlogMutation((id: string) =>
    apiRequest("DELETE /api/admin/blog/categories/:id", categoryPath(id)),
  );
}
