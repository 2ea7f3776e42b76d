import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { BLOG_CONTENT_MAX, type BlogPostStatus, DEFAULT_BLOG_CATEGORY } from "@/shared/blog";
import { BLOG_CONTENT_TOO_LONG, uniqueNames } from "@/shared/schemas/blog";
import type { Database } from "../platform/db/client";
import { blogCategories, blogPostCategories, blogPosts } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { StoredResponsiveImage } from "../platform/images";
import { isUuid } from "../properties/ids";
import { sanitizeBlogHtml, toPlainText } from "./sanitize";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SaveBlogPostInput {
  /** Absent to create a post; an existing post's id to edit it. */
  id?: string;
  /** The author of a new post; an edit keeps the post's author. */
  authorId: string | null;
  title: string;
  /** Any HTML: it is sanitised here, whatever the editor sent. */
  content: string;
  status: BlogPostStatus;
  tags: readonly string[];
  /** Names, matched to existing categories without regard to case; none means 'general'. */
  categories: readonly string[];
  /** The byline under the author's name; undefined leaves it as it is. */
  authorTitle?: string | null;
  /** Cover renditions stored with storeResponsiveImage; undefined keeps, null removes. */
  cover?: StoredResponsiveImage | null;
}

export interface SavedBlogPost {
  id: string;
  status: BlogPostStatus;
  publishedAt: Date | null;
}

/** The post's publishing date, or `now` when it has none yet. */
function firstPublished(now: Date): SQL<Date> {
  return sql<Date>`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)`;
}

const savedColumns = {
  id: blogPosts.id,
  status: sql<BlogPostStatus>`${blogPosts.status}`,
  publishedAt: blogPosts.publishedAt,
};

function coverColumns(cover: StoredResponsiveImage | null) {
  return {
    coverKey: cover?.storageKey ?? null,
    coverWidths: cover?.widths ?? [],
    coverWidth: cover?.width ?? null,
    coverHeight: cover?.height ?? null,
  };
}

/** Creates the categories that are missing, then links exactly these to the post. */
async function linkCategories(tx: Transaction, postId: string, names: string[]) {
  await tx
    .insert(blogCategories)
    .values(names.map((name) => ({ name })))
    // The unique index is on lower(name): an existing spelling wins.
    .onConflictDoNothing();
  const categories = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      inArray(
        sql`lower(${blogCategories.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  await tx
    .insert(blogPostCategories)
    .values(categories.map((category) => ({ postId, categoryId: category.id })));
}

/**
 * Creates or edits a blog post (the admin form and the demo content). The content is sanitised
 * and its plain text stored beside it for excerpts and search; the post is dated when first
 * published and keeps that date on later edits. `now` is the time of the save (seeding backdates
 * it). Null when `id` names no post.
 */
export async function saveBlogPost(
  db: Database,
  input: SaveBlogPostInput,
  now = new Date(),
): Promise<SavedBlogPost | null> {
  if (input.id !== undefined && !isUuid(input.id)) return null;
  return db.transaction((tx) => saveBlogPostIn(tx, input, now));
}

/**
 * saveBlogPost inside the caller's transaction, so the caller's own writes (the admin activity
 * row) commit or roll back with the post.
 */
export async function saveBlogPostIn(
  tx: Transaction,
  input: SaveBlogPostInput,
  now = new Date(),
): Promise<SavedBlogPost | null> {
  if (input.id !== undefined && !isUuid(input.id)) return null;
  const content = sanitizeBlogHtml(input.content);
  // Sanitising can lengthen the HTML (escaped characters, added link attributes).
  if (content.length > BLOG_CONTENT_MAX) {
    throw ApiError.validation([{ path: "content", message: BLOG_CONTENT_TOO_LONG }]);
  }
  const values = {
    title: input.title.trim(),
    content,
    plainText: toPlainText(content),
    status: input.status,
    tags: uniqueNames(input.tags),
    updatedAt: now,
    ...(input.authorTitle !== undefined && { authorTitle: input.authorTitle?.trim() || null }),
    ...(input.cover !== undefined && coverColumns(input.cover)),
  };
  const categories = uniqueNames(input.categories);

  let saved: SavedBlogPost | undefined;
  if (input.id === undefined) {
    [saved] = await tx
      .insert(blogPosts)
      .values({
        ...values,
        authorId: input.authorId,
        publishedAt: input.status === "published" ? now : null,
        createdAt: now,
      })
      .returning(savedColumns);
  } else {
    [saved] = await tx
      .update(blogPosts)
      .set({
        ...values,
        publishedAt: input.status === "published" ? firstPublished(now) : null,
      })
      .where(eq(blogPosts.id, input.id))
      .returning(savedColumns);
  }
  if (!saved) return null;
  await linkCategories(tx, saved.id, categories.length > 0 ? categories : [DEFAULT_BLOG_CATEGORY]);
  return saved;
}

/** Sets (or with null removes) a post's cover; false when there is no such post. */
export async function setBlogPostCover(
  db: Database | Transaction,
  postId: string,
  cover: StoredResponsiveImage | null,
): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const rows = await db
    .update(blogPosts)
    .set(coverColumns(cover))
    .where(eq(blogPosts.id, postId))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/**
 * Publish on a draft: dated now; a post already published keeps its date. `db` may be
 * a transaction.
 */
export async function publishBlogPost(
  db: Database | Transaction,
  postId: string,
  now = new Date(),
): Promise<SavedBlogPost | null> {
  if (!isUuid(postId)) return null;
  const [saved] = await db
    .update(blogPosts)
    .set({
      status: "published",
      publishedAt: firstPublished(now),
      updatedAt: now,
    })
    .where(eq(blogPosts.id, postId))
    .returning(savedColumns);
  return saved ?? null;
}
