import { desc, gte } from "drizzle-orm";
import { MARKET_SITEMAP_MIN_LISTINGS } from "@/shared/market";
import { SITEMAP_PATHS } from "@/shared/page-routes";
import { isPublished, newestFirst } from "../blog/post-summaries";
import type { Database } from "../platform/db/client";
import { blogPosts, marketAreas, properties } from "../platform/db/schema";

/** The sitemap protocol's limit for one file. */
const SITEMAP_URL_LIMIT = 50_000;
/** A tenth of it at most for markets, so a large catalogue's ZIP codes leave room for listings. */
const SITEMAP_MARKET_LIMIT = 5_000;

export interface SitemapEntry {
  /** Site-relative path, e.g. "/property/<id>". */
  path: string;
  lastModified?: Date;
}

/**
 * What search engines should find: the public pages, published posts, the markets with enough
 * listings (most first), then listings, newest first, up to the protocol's limit. Only keys and
 * times are read, in index order.
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
  const markets = await db
    .select({ kind: marketAreas.kind, key: marketAreas.key, refreshedOn: marketAreas.refreshedOn })
    .from(marketAreas)
    .where(gte(marketAreas.listings, MARKET_SITEMAP_MIN_LISTINGS))
    .orderBy(desc(marketAreas.listings))
    .limit(Math.min(SITEMAP_MARKET_LIMIT, Math.max(0, limit - pages.length - posts.length)));
  // Every listing is public: the detail and search routes filter none (there is no status).
  const listings = await db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(Math.max(0, limit - pages.length - posts.length - markets.length));
  return [
    ...pages,
    ...posts.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.updatedAt })),
    ...markets.map((market) => ({
      path: market.kind === "zip" ? `/market/zip/${market.key}` : `/market/${market.key}`,
      lastModified: new Date(`${market.refreshedOn}T00:00:00Z`),
    })),
    ...listings.map((row) => ({ path: `/property/${row.id}`, lastModified: row.updatedAt })),
  ];
}
