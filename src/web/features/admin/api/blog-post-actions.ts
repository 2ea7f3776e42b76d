import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPostInput } from "@/shared/schemas/blog";
import { apiRequest } from "@/web/lib/api-client";
import { uploadFile } from "@/web/lib/upload-file";
import { adminBlogPath, adminBlogPostPath, invalidateBlog } from "./blog-posts";

/** A mutation that reads the admin area and the public blog again once it has settled. */
export function useBlogMutation<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateBlog(queryClient) });
}

/** POST /posts: a new post (a draft unless `status` is "published"). */
export function useCreateBlogPost() {
  return useBlogMutation((input: BlogPostInput) =>
    apiRequest("POST /api/admin/blog/posts", adminBlogPath("/posts"), { body: input }),
  );
}

/** POST /posts/quick-draft: 'New Draft Post' with empty content. */
export function useQuickDraft() {
  return useBlogMutation(() =>
    apiRequest("POST /api/admin/blog/posts/quick-draft", adminBlogPath("/posts/quick-draft")),
  );
}

/** PUT /posts/:id. */
export function useUpdateBlogPost() {
  return useBlogMutation(({ id, input }: { id: string; input: BlogPostInput }) =>
    apiRequest("PUT /api/admin/blog/posts/:id", adminBlogPostPath(id), { body: input }),
  );
}

/** POST /posts/:id/publish: a draft goes live, dated now. */
export function usePublishBlogPost() {
  return useBlogMutation((id: string) =>
    apiRequest("POST /api/admin/blog/posts/:id/publish", adminBlogPostPath(id, "/publish")),
  );
}

/** DELETE /posts/:id: the post and its category links. */
export function useDeleteBlogPost() {
  return useBlogMutation((id: string) =>
    apiRequest("DELETE /api/admin/blog/posts/:id", adminBlogPostPath(id)),
  );
}

/** The cover's multipart field (BLOG_COVER_FIELD on the server). */
const COVER_FIELD = "cover";

/** PUT /posts/:id/cover: a new cover image, with upload progress. */
export function useUploadBlogCover() {
  return useBlogMutation(
    ({ id, file, onProgress }: { id: string; file: File; onProgress: (share: number) => void }) =>
      uploadFile(
        "PUT /api/admin/blog/posts/:id/cover",
        adminBlogPostPath(id, "/cover"),
        COVER_FIELD,
        file,
        { onProgress },
      ),
  );
}

/** DELETE /posts/:id/cover. */
export function useRemoveBlogCover() {
  return useBlogMutation((id: string) =>
    apiRequest("DELETE /api/admin/blog/posts/:id/cover", adminBlogPostPath(id, "/cover")),
  );
}
