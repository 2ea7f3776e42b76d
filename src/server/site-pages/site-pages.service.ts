import { eq, sql } from "drizzle-orm";
import {
  SITE_PAGE_LABELS,
  SITE_PAGE_SLUGS,
  SITE_PAGE_UPDATED_ACTION,
  type SitePage,
  type SitePageSlug,
} from "@/shared/site-pages";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import { sitePages } from "../platform/db/schema";

type Row = typeof sitePages.$inferSelect;

/** A page nobody wrote yet (a database started without demo content) still answers, empty. */
function toPage(slug: SitePageSlug, row: Row | undefined): SitePage {
  if (!row) return { slug, title: SITE_PAGE_LABELS[slug], body: "", updatedAt: null };
  return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

export async function getSitePage(db: Database, slug: SitePageSlug): Promise<SitePage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return toPage(slug, row);
}

/** Every page, in the footer's order, for the back office. */
export async function listSitePages(db: Database): Promise<SitePage[]> {
  const rows = await db.select().from(sitePages);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return SITE_PAGE_SLUGS.map((slug) => toPage(slug, bySlug.get(slug)));
}

/** Writes a page's text without any activity row: the demo seed's first-start text. */
export async function writeSitePage(
  db: Database,
  slug: SitePageSlug,
  text: { title: string; body: string },
): Promise<SitePage> {
  const [row] = await db
    .insert(sitePages)
    .values({ slug, ...text })
    .onConflictDoUpdate({ target: sitePages.slug, set: { ...text, updatedAt: sql`now()` } })
    .returning();
  return toPage(slug, row);
}

/** An administrator's edit and its activity row, together or not at all. */
export function saveSitePage(
  db: Database,
  adminId: string,
  slug: SitePageSlug,
  text: { title: string; body: string },
): Promise<SitePage> {
  return db.transaction(async (tx) => {
    const page = await writeSitePage(tx, slug, text);
    await recordActivity(tx, {
      adminId,
      action: SITE_PAGE_UPDATED_ACTION,
      targetType: "site_page",
      targetId: slug,
      details: { slug, title: page.title },
    });
    return page;
  });
}
