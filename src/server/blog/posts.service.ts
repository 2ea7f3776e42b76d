import { and, count, eq, type SQL, sql } from "drizzle-orm";
import {
  BLOG_PAGE_SIZE,
  type BlogCategoryCount,
  type BlogPostPage,
  FALLBACK_POPULAR_TAGS,
  POPULAR_TAGS_SHOWN,
} from "@/shared/blog";
import type { BlogListQuery } from "@/shared/schemas/blog";
import type { Database } from "../platform/db/client";
import { escapeLike } from "../platform/db/like";
import { blogCategories, blogPostCategories, blogPosts } from "../platform/db/schema";
import { isPublished, newestFirst, selectSummaryRows, toSummaries } from "./post-summaries";

/** Links a post to a category named `name`, in any case. */
function inCategory(name: string): SQL {
  return sql`exists (
    select 1 from ${blogPostCategories}
    join ${blogCategories} on ${blogCategories.id} = ${blogPostCategories.categoryId}
    where ${blogPostCategories.postId} = ${blogPosts.id}
      and lower(${blogCategories.name}) = lower(${name}))`;
}

/** Title, excerpt or content: the excerpt is the start of the plain text, so two columns do. */
/** Title, text or a tag (so a Popular Topics link finds the posts carrying that tag). */
function matchesText(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  return sql`(${blogPosts.title} ilike ${pattern} or ${blogPosts.plainText} ilike ${pattern}
    or exists (select 1 from unnest(${blogPosts.tags}) as tag where tag ilike ${pattern}))`;
}

/**
 * One page of published posts, newest first. A page past the end is an empty page that still
 * tells the real page count, so the pagination can lead back.
 */
export async function listBlogPosts(db: Database, query: BlogListQuery): Promise<BlogPostPage> {
  const conditions = [isPublished];
  if (query.q) conditions.push(matchesText(query.q));
  if (query.category) conditions.push(inCategory(query.category));
  const where = and(...conditions);

  const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.ceil(total / BLOG_PAGE_SIZE);
  const offset = (query.page - 1) * BLOG_PAGE_SIZE;
  if (offset >= total) return { items: [], page: query.page, pageCount, total };

  const rows = await selectSummaryRows(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset(offset);
  return { items: await toSummaries(db, rows), page: query.page, pageCount, total };
}

/** The category tabs: categories with published posts, by name. */
export async function listBlogCategories(db: Database): Promise<BlogCategoryCount[]> {
  const postCount = sql<number>`count(distinct ${blogPosts.id})::int`;
  return db
    .select({ name: blogCategories.name, postCount })
    .from(blogCategories)
    .innerJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostCategories.postId), isPublished))
    .groupBy(blogCategories.id, blogCategories.name)
    .orderBy(sql`lower(${blogCategories.name})`, blogCategories.name);
}

/** Popular Topics: the most used tags of published posts (ties by name), or the fallback list. */
export async function popularTags(db: Database): Promise<string[]> {
  const tag = sql<string>`tag`;
  const rows = await db
    .select({ tag })
    .from(sql`${blogPosts}, unnest(${blogPosts.tags}) as tag`)
    .where(isPublished)
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag)
    .limit(POPULAR_TAGS_SHOWN);
  return rows.length > 0 ? rows.map((row) => row.tag) : [...FALLBACK_POPULAR_TAGS];
}
