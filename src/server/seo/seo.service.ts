import { desc } from "drizzle-orm";
import { SITEMAP_PATHS } from "@/shared/page-routes";
import { isPublished, newestFirst } from "../blog/post-summaries";
import type { Database } from "../platform/db/client";
import { blogPosts, properties } from "../platform/db/schema";

/** The sitemap protocol's limit for one file. */
const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Site-relative path, e.g. "/property/<id>". */
  path: string;
  lastModified?: Date;
}

/**
 * What search engines should find: the public pages, published posts, then listings, newest
 * first, up to the protocol's limit. Only ids and times are read, in index order.
 */
export async function sitemapEntries(
  db: Database,
  limit = SITEMAP_URL_LIMIT,
): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = SITEMAP_PATHS.slice(0, limit).map((path) => ({ path }));
  const posts = await db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(Math.max(0, limit - pages.length));
  // Every listing is public: the detail and search routes filter none (there is no status).
  const listings = await db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(Math.max(0, limit - pages.length - posts.length));
  return [
    ...pages,
    ...posts.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.updatedAt })),
    ...listings.map((row) => ({ path: `/property/${row.id}`, lastModified: row.updatedAt })),
  ];
}
