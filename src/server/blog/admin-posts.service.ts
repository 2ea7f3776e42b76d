import { eq } from "drizzle-orm";
import { ADMIN_BLOG_MESSAGES, QUICK_DRAFT_TITLE } from "@/shared/admin-blog";
import type { ContentAction, ContentActivityDetails } from "@/shared/admin-content";
import type { BlogPostStatus } from "@/shared/blog";
import type { BlogPostUpdateValues, BlogPostValues } from "@/shared/schemas/blog";
import { recordActivity } from "../admin/activity.service";
import type { AppDeps } from "../context";
import type { Database } from "../platform/db/client";
import { blogPostCategories, blogPosts } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { deleteResponsiveImage } from "../platform/images";
import { isUuid } from "../properties/ids";
import { queueAnnouncement } from "./announce-post";
import { hasReadableContent, sanitizeBlogHtml } from "./sanitize";
import { publishBlogPost, saveBlogPostIn, type Transaction } from "./save-post.service";

const contentRequired = () =>
  ApiError.validation(
    [{ path: "content", message: ADMIN_BLOG_MESSAGES.contentRequired }],
    ADMIN_BLOG_MESSAGES.contentRequired,
  );

/** Content that sanitises to nothing (a lone script, empty paragraphs) is no content. */
function requireContent(html: string) {
  if (!hasReadableContent(sanitizeBlogHtml(html))) throw contentRequired();
}

function logPost(
  tx: Transaction,
  adminId: string,
  action: ContentAction,
  id: string,
  title: string,
) {
  const details: ContentActivityDetails = { title };
  return recordActivity(tx, {
    adminId,
    action,
    targetType: "blog_post",
    targetId: id,
    details: { ...details },
  });
}

/** What publishing needs: the database, and the queue that e-mails subscribers. */
type PublishDeps = Pick<AppDeps, "db" | "jobs">;

/** The change to published: its activity row and, in the same transaction, its announcement. */
async function published(
  jobs: PublishDeps["jobs"],
  tx: Transaction,
  adminId: string,
  id: string,
  title: string,
) {
  await logPost(tx, adminId, "blog_post_published", id, title);
  await queueAnnouncement(jobs, tx, id);
}

/**
 * POST /api/admin/blog/posts: a new post by the admin, a draft unless the form asks to publish
 * it (the New Post dialog's Publish). Returns the new id.
 */
export async function createAdminBlogPost(
  { db, jobs }: PublishDeps,
  adminId: string,
  values: BlogPostValues,
) {
  requireContent(values.content);
  return db.transaction(async (tx) => {
    const saved = await saveBlogPostIn(tx, { ...values, authorId: adminId });
    if (!saved) throw new Error("the new post was not saved");
    await logPost(tx, adminId, "blog_post_created", saved.id, values.title);
    if (saved.status === "published") await published(jobs, tx, adminId, saved.id, values.title);
    return saved.id;
  });
}

/** The quick draft: 'New Draft Post' with empty content, the only post without any. */
export async function createQuickDraft(db: Database, adminId: string) {
  return db.transaction(async (tx) => {
    const saved = await saveBlogPostIn(tx, {
      authorId: adminId,
      title: QUICK_DRAFT_TITLE,
      content: "",
      status: "draft",
      tags: [],
      categories: [],
    });
    if (!saved) throw new Error("the quick draft was not saved");
    await logPost(tx, adminId, "blog_post_created", saved.id, QUICK_DRAFT_TITLE);
    return saved.id;
  });
}

/** The post's row locked for this transaction, or null when there is none. */
async function lockPost(tx: Transaction, id: string) {
  if (!isUuid(id)) return null;
  const [post] = await tx
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      content: blogPosts.content,
      status: blogPosts.status,
      coverKey: blogPosts.coverKey,
      coverWidths: blogPosts.coverWidths,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  return post ?? null;
}

/**
 * PUT /api/admin/blog/posts/:id: title, content, tags, categories, byline and (when given) the
 * status. False when there is no such post.
 */
export async function updateAdminBlogPost(
  { db, jobs }: PublishDeps,
  adminId: string,
  id: string,
  values: BlogPostUpdateValues,
): Promise<boolean> {
  requireContent(values.content);
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (!post) return false;
    const status = values.status ?? (post.status as BlogPostStatus);
    await saveBlogPostIn(tx, { ...values, id, status, authorId: null });
    await logPost(tx, adminId, "blog_post_updated", id, values.title);
    if (status === "published" && post.status !== "published")
      await published(jobs, tx, adminId, id, values.title);
    return true;
  });
}

/**
 * POST /api/admin/blog/posts/:id/publish (a draft's Publish). A post without content (a quick
 * draft never edited) is refused; publishing a published post changes nothing.
 */
export async function publishAdminBlogPost(
  { db, jobs }: PublishDeps,
  adminId: string,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (!post) return false;
    if (post.status === "published") return true;
    if (!hasReadableContent(post.content)) throw contentRequired();
    await publishBlogPost(tx, id);
    await published(jobs, tx, adminId, id, post.title);
    return true;
  });
}

/**
 * DELETE /api/admin/blog/posts/:id: its category links first, then the post, with the
 * activity row, in one transaction; the cover files go once that has committed, so a rollback
 * never leaves a post pointing at deleted files.
 */
export async function deleteAdminBlogPost(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  adminId: string,
  id: string,
): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (!post) return null;
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await logPost(tx, adminId, "blog_post_deleted", id, post.title);
    return post;
  });
  if (!deleted) return false;
  if (deleted.coverKey) {
    const cover = { storageKey: deleted.coverKey, widths: deleted.coverWidths };
    await deleteResponsiveImage(deps.storage, cover).catch((error: unknown) => {
      // The post is gone either way; an orphan file is only wasted space.
      deps.logger.warn("cover of a deleted blog post not deleted", {
        key: deleted.coverKey,
        error: String(error),
      });
    });
  }
  return true;
}
