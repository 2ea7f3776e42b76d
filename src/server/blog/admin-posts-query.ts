import { count, desc, eq, sql } from "drizzle-orm";
import {
  ADMIN_BLOG_PAGE_SIZE,
  type AdminBlogPostDetail,
  type AdminBlogPostRow,
} from "@/shared/admin-blog";
import type { AdminPage } from "@/shared/admin-users";
import { type BlogPostStatus, UNKNOWN_AUTHOR } from "@/shared/blog";
import type { AdminBlogPostListQuery } from "@/shared/schemas/blog";
import type { Database } from "../platform/db/client";
import { blogPosts, user } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { categoriesOf, selectSummaryRows, toCard } from "./post-summaries";

/**
 * Published posts newest first by their publishing date (created_at for rows written without
 * one); drafts by their last save. The id breaks ties so pages never overlap.
 */
const ORDER: Record<BlogPostStatus, ReturnType<typeof desc>[]> = {
  published: [
    desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
    desc(blogPosts.id),
  ],
  draft: [desc(blogPosts.updatedAt), desc(blogPosts.id)],
};

/** One page of the Published Posts or Drafts table, with the author's name in the same query. */
export async function listAdminBlogPosts(
  db: Database,
  query: AdminBlogPostListQuery,
): Promise<AdminPage<AdminBlogPostRow>> {
  const where = eq(blogPosts.status, query.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        authorName: user.name,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
        views: blogPosts.views,
      })
      .from(blogPosts)
      .leftJoin(user, eq(user.id, blogPosts.authorId))
      .where(where)
      .orderBy(...ORDER[query.status])
      .limit(ADMIN_BLOG_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      authorName: row.authorName?.trim() || UNKNOWN_AUTHOR,
      status: row.status as BlogPostStatus,
      publishedAt:
        row.status === "published" ? (row.publishedAt ?? row.createdAt).toISOString() : null,
      updatedAt: row.updatedAt.toISOString(),
      views: row.views,
    })),
    page: query.page,
    pageCount: Math.ceil(total / ADMIN_BLOG_PAGE_SIZE),
    total,
  };
}

/** The edit dialog's post, drafts included; null for an unknown or malformed id. */
export async function getAdminBlogPost(
  db: Database,
  id: string,
): Promise<AdminBlogPostDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectSummaryRows(db, {
    content: blogPosts.content,
    status: blogPosts.status,
    updatedAt: blogPosts.updatedAt,
  }).where(eq(blogPosts.id, id));
  if (!row) return null;
  const card = toCard(row, (await categoriesOf(db, [id])).get(id));
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status as BlogPostStatus,
    categories: card.categories,
    tags: card.tags,
    authorTitle: row.authorTitle,
    cover: card.cover,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
