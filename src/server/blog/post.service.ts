import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { type BlogPostDetail, type BlogPostSummary, RELATED_POSTS_SHOWN } from "@/shared/blog";
import type { Database } from "../platform/db/client";
import { blogPostLikes, blogPosts } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import {
  categoriesOf,
  isPublished,
  newestFirst,
  selectSummaryRows,
  toCard,
  toSummaries,
} from "./post-summaries";

const detailColumns = {
  content: blogPosts.content,
  status: blogPosts.status,
  views: blogPosts.views,
  likeCount: blogPosts.likeCount,
  commentCount: blogPosts.commentCount,
};

export interface BlogViewer {
  id: string;
  role: string | null | undefined;
}

/** Drafts are for the back office: only administrators may open one. */
function visibleTo(viewer: BlogViewer | null): SQL | undefined {
  return viewer?.role === "admin" ? undefined : isPublished;
}

/**
 * How much another post has in common with `postId`: shared categories plus shared tags (tags
 * compared without regard to case).
 */
function sharedWith(postId: string): SQL<number> {
  return sql<number>`((
    select count(*) from blog_post_categories pc
    where pc.post_id = ${blogPosts.id}
      and pc.category_id in (select category_id from blog_post_categories where post_id = ${postId})
  ) + (
    select count(*) from unnest(${blogPosts.tags}) as t
    where lower(t) in (
      select lower(s) from blog_posts src, unnest(src.tags) as s where src.id = ${postId})
  ))::int`;
}

/** Related Articles: other published posts sharing a category or tag, most shared first. */
async function relatedPosts(db: Database, postId: string): Promise<BlogPostSummary[]> {
  const shared = sharedWith(postId);
  const rows = await selectSummaryRows(db)
    .where(and(isPublished, ne(blogPosts.id, postId), sql`${shared} > 0`))
    .orderBy(sql`${shared} desc`, ...newestFirst)
    .limit(RELATED_POSTS_SHOWN);
  return toSummaries(db, rows);
}

async function likedBy(db: Database, postId: string, viewer: BlogViewer | null) {
  if (!viewer) return false;
  const rows = await db
    .select({ postId: blogPostLikes.postId })
    .from(blogPostLikes)
    .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, viewer.id)))
    .limit(1);
  return rows.length > 0;
}

/** /blog/{id}; null for an unknown or malformed id, and for a draft unless an admin asks. */
export async function getBlogPost(
  db: Database,
  postId: string,
  viewer: BlogViewer | null,
): Promise<BlogPostDetail | null> {
  if (!isUuid(postId)) return null;
  const [row] = await selectSummaryRows(db, detailColumns)
    .where(and(eq(blogPosts.id, postId), visibleTo(viewer)))
    .limit(1);
  if (!row) return null;
  const [categories, likedByMe, related] = await Promise.all([
    categoriesOf(db, [row.id]),
    likedBy(db, row.id, viewer),
    relatedPosts(db, row.id),
  ]);
  const published = row.status === "published";
  return {
    ...toCard(row, categories.get(row.id)),
    status: published ? "published" : "draft",
    publishedAt: published ? (row.publishedAt ?? row.createdAt).toISOString() : null,
    content: row.content,
    views: row.views,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe,
    related,
  };
}

/** Adds one view to a published post; false when there is none with this id. */
export async function countBlogView(db: Database, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const rows = await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(and(eq(blogPosts.id, postId), isPublished))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Whether a published post has this id. */
export async function isPublishedPost(db: Database, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), isPublished))
    .limit(1);
  return rows.length > 0;
}
