import { desc, eq } from "drizzle-orm";
import { LISTING_REELS_MAX, type ListingReel } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { reels } from "../platform/db/schema";
import { toResponsiveImage } from "../properties/images";

/**
 * A listing's reels for its page, newest first (reels_property_idx finds them). Every stored reel
 * is public, as in the feed, so none is left out here.
 */
export async function listingReels(db: Database, propertyId: string): Promise<ListingReel[]> {
  const rows = await db
    .select({
      id: reels.id,
      durationSeconds: reels.durationSeconds,
      posterKey: reels.posterKey,
      posterWidths: reels.posterWidths,
      posterWidth: reels.posterWidth,
      posterHeight: reels.posterHeight,
    })
    .from(reels)
    .where(eq(reels.propertyId, propertyId))
    .orderBy(desc(reels.createdAt), desc(reels.id))
    .limit(LISTING_REELS_MAX);
  return rows.map((row) => ({
    id: row.id,
    durationSeconds: row.durationSeconds,
    poster: toResponsiveImage({
      storageKey: row.posterKey,
      widths: row.posterWidths,
      width: row.posterWidth,
      height: row.posterHeight,
    }),
  }));
}
