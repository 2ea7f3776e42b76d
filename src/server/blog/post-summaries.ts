import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import {
  type BlogAuthor,
  type BlogPostSummary,
  DEFAULT_BLOG_CATEGORY,
  UNKNOWN_AUTHOR,
} from "@/shared/blog";
import type { ResponsiveImage } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  profiles,
  user,
} from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { toResponsiveImage } from "../properties/images";
import { excerptOf, readMinutes } from "./excerpt";

/** Published posts only: what the public may see. */
export const isPublished = eq(blogPosts.status, "published");

/** Newest published first; blog_posts_published_idx (published_at, id) read backwards serves it. */
export const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  plainText: blogPosts.plainText,
  tags: blogPosts.tags,
  authorTitle: blogPosts.authorTitle,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  coverKey: blogPosts.coverKey,
  coverWidths: blogPosts.coverWidths,
  coverWidth: blogPosts.coverWidth,
  coverHeight: blogPosts.coverHeight,
  authorId: user.id,
  authorName: user.name,
  authorAvatarKey: profiles.avatarKey,
};

/**
 * Posts with their author, in one query (left joins: the account may be gone); `extra` adds
 * columns, e.g. the content for a post page.
 */
export function selectSummaryRows<Extra extends SelectedFields = Record<never, never>>(
  db: Database,
  extra?: Extra,
) {
  return db
    .select({ ...summaryColumns, ...(extra as Extra) })
    .from(blogPosts)
    .leftJoin(user, eq(user.id, blogPosts.authorId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .$dynamic();
}

export type SummaryRow = Awaited<
  ReturnType<typeof selectSummaryRows<Record<never, never>>>
>[number];

/** Category names per post, in name order, for a whole page in one query. */
export async function categoriesOf(db: Database, postIds: string[]) {
  const byPost = new Map<string, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: blogPostCategories.postId, name: blogCategories.name })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(sql`lower(${blogCategories.name})`));
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}

function toAuthor(row: SummaryRow): BlogAuthor {
  return {
    id: row.authorId,
    name: row.authorName?.trim() || UNKNOWN_AUTHOR,
    title: row.authorTitle,
    avatarUrl: row.authorAvatarKey ? mediaUrl(row.authorAvatarKey) : null,
  };
}

function toCover(row: SummaryRow): ResponsiveImage | null {
  if (!row.coverKey || row.coverWidth === null || row.coverHeight === null) return null;
  // Covers are stored by the image pipeline like listing photos, so they share its URL rule.
  return toResponsiveImage({
    storageKey: row.coverKey,
    widths: row.coverWidths,
    width: row.coverWidth,
    height: row.coverHeight,
  });
}

/** A card without its date, which only published posts have. */
export function toCard(
  row: SummaryRow,
  categories: string[] = [],
): Omit<BlogPostSummary, "publishedAt"> {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.plainText),
    // Every save links a category; the fallback covers rows written some other way.
    category: categories[0] ?? DEFAULT_BLOG_CATEGORY,
    categories,
    tags: row.tags,
    author: toAuthor(row),
    cover: toCover(row),
    readMinutes: readMinutes(row.plainText),
  };
}

/** Cards for published rows, in the rows' order. */
export async function toSummaries(db: Database, rows: SummaryRow[]): Promise<BlogPostSummary[]> {
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toCard(row, categories.get(row.id)),
    // saveBlogPost dates every published post; created_at stands in for rows written otherwise.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  }));
}
