import type { Context } from "hono";
import { Hono } from "hono";
import { ADMIN_BLOG_MESSAGES } from "@/shared/admin-blog";
import {
  adminBlogPostListQuerySchema,
  blogCategoryNameSchema,
  blogPostInputSchema,
  blogPostUpdateSchema,
} from "@/shared/schemas/blog";
import {
  createBlogCategory,
  deleteBlogCategory,
  listAdminBlogCategories,
  renameBlogCategory,
} from "../blog/admin-categories.service";
import { blogPostExists, replaceBlogPostCover } from "../blog/admin-cover.service";
import {
  createAdminBlogPost,
  createQuickDraft,
  deleteAdminBlogPost,
  publishAdminBlogPost,
  updateAdminBlogPost,
} from "../blog/admin-posts.service";
import { getAdminBlogPost, listAdminBlogPosts } from "../blog/admin-posts-query";
import type { AppDeps } from "../context";
import { requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { imageUpload } from "../platform/http/image-upload";
import { jsonBody, queryParams } from "../platform/http/validate";

const postNotFound = () => ApiError.notFound(ADMIN_BLOG_MESSAGES.postNotFound);
const categoryNotFound = () => ApiError.notFound(ADMIN_BLOG_MESSAGES.categoryNotFound);

/** The cover's multipart field; the image rules and messages are the avatar's. */
const BLOG_COVER_FIELD = "cover";
const coverUpload = imageUpload(BLOG_COVER_FIELD);

/**
 * /api/admin/blog: posts and categories (the /admin/blog page). The admin check is made once by
 * adminRoutes; every change writes its activity row in its own transaction.
 */
export function adminBlogRoutes(deps: AppDeps) {
  const { db } = deps;

  const postResponse = async (c: Context<AppBindings>, id: string, status: 200 | 201 = 200) => {
    const post = await getAdminBlogPost(db, id);
    if (!post) throw postNotFound();
    return c.json(post, status);
  };
  const adminId = (c: Context<AppBindings>) => requireUser(c).id;

  return (
    new Hono<AppBindings>()
      .get("/posts", async (c) =>
        c.json(await listAdminBlogPosts(db, queryParams(c, adminBlogPostListQuerySchema))),
      )
      .post("/posts", async (c) => {
        const values = await jsonBody(c, blogPostInputSchema);
        return postResponse(c, await createAdminBlogPost(deps, adminId(c), values), 201);
      })
      .post("/posts/quick-draft", async (c) =>
        postResponse(c, await createQuickDraft(db, adminId(c)), 201),
      )
      .get("/posts/:id", (c) => postResponse(c, c.req.param("id")))
      .put("/posts/:id", async (c) => {
        const id = c.req.param("id");
        if (!(await getAdminBlogPost(db, id))) throw postNotFound();
        const values = await jsonBody(c, blogPostUpdateSchema);
        if (!(await updateAdminBlogPost(deps, adminId(c), id, values))) throw postNotFound();
        return postResponse(c, id);
      })
      .post("/posts/:id/publish", async (c) => {
        const id = c.req.param("id");
        if (!(await publishAdminBlogPost(deps, adminId(c), id))) throw postNotFound();
        return postResponse(c, id);
      })
      // The admin check has run before this (adminRoutes), so only an admin may send megabytes.
      .put("/posts/:id/cover", coverUpload.limit, async (c) => {
        const id = c.req.param("id");
        if (!(await blogPostExists(deps, id))) throw postNotFound();
        const bytes = await coverUpload.read(c);
        const found = await coverUpload.process(() =>
          replaceBlogPostCover(deps, adminId(c), id, bytes),
        );
        if (!found) throw postNotFound();
        return postResponse(c, id);
      })
      .delete("/posts/:id/cover", async (c) => {
        const id = c.req.param("id");
        if (!(await replaceBlogPostCover(deps, adminId(c), id, null))) throw postNotFound();
        return postResponse(c, id);
      })
      .delete("/posts/:id", async (c) => {
        if (!(await deleteAdminBlogPost(deps, adminId(c), c.req.param("id")))) throw postNotFound();
        return c.body(null, 204);
      })
      .get("/categories", async (c) => c.json(await listAdminBlogCategories(db)))
      .post("/categories", async (c) => {
        const { name } = await jsonBody(c, blogCategoryNameSchema);
        return c.json(await createBlogCategory(db, adminId(c), name), 201);
      })
      .patch("/categories/:id", async (c) => {
        const { name } = await jsonBody(c, blogCategoryNameSchema);
        const renamed = await renameBlogCategory(db, adminId(c), c.req.param("id"), name);
        if (!renamed) throw categoryNotFound();
        return c.json(renamed);
      })
      .delete("/categories/:id", async (c) => {
        if (!(await deleteBlogCategory(db, adminId(c), c.req.param("id"))))
          throw categoryNotFound();
        return c.body(null, 204);
      })
  );
}
