import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PropertySummary } from "@/shared/properties";
import { RECENTLY_VIEWED_KEPT } from "@/shared/recently-viewed";
import type { Database } from "../platform/db/client";
import { properties, recentlyViewed } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { summaryColumns, withCovers } from "../properties/properties.service";

/**
 * Records that the member opened a listing (moving it to the top when seen before) and forgets
 * all but the newest RECENTLY_VIEWED_KEPT. False when there is no such listing.
 */
export async function recordView(db: Database, userId: string, propertyId: string) {
  if (!isUuid(propertyId)) return false;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!listing) return false;
    await tx
      .insert(recentlyViewed)
      .values({ userId, propertyId })
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.propertyId],
        set: { viewedAt: sql`now()` },
      });
    const kept = tx
      .select({ id: recentlyViewed.propertyId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, userId))
      .orderBy(desc(recentlyViewed.viewedAt))
      .limit(RECENTLY_VIEWED_KEPT);
    await tx
      .delete(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.propertyId, kept)));
    return true;
  });
}

/** The member's recently viewed listings, newest first. */
export async function listRecentlyViewed(db: Database, userId: string) {
  const rows = await db
    .select(summaryColumns)
    .from(recentlyViewed)
    .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENTLY_VIEWED_KEPT);
  return withCovers(db, rows);
}

/** Listings by id in the order asked (a browser's own list); ids of gone listings drop out. */
export async function summariesByIds(db: Database, ids: string[]): Promise<PropertySummary[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(inArray(properties.id, wanted));
  const summaries = new Map((await withCovers(db, rows)).map((summary) => [summary.id, summary]));
  return wanted.flatMap((id) => summaries.get(id) ?? []);
}
