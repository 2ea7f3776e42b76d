import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { properties, reels, user } from "../db/schema";
import type { SeedContext, Seeder } from "../db/seed";
import { deleteResponsiveImage, storeResponsiveImage } from "../images";
import {
  type DemoProperty,
  type DemoReel,
  demoReelFilePath,
  loadDemoProperties,
  loadDemoReels,
} from "./demo-assets";

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_REEL_VIDEO_CONTENT_TYPE = "video/mp4";
/**
 * A reel fills a phone screen: 360 for small or slow screens, 540 for most phones, 1080 for sharp
 * ones. The demo posters are 720 wide, so they get 360, 540 and 720 (a source is never enlarged).
 */
export const DEMO_REEL_POSTER_WIDTHS = [360, 540, 1080] as const;

/** The three sample reels of part 1, each touring one demo listing (decisions 1 and 8). */
export const demoReelsSeeder: Seeder = {
  name: "demo-reels",
  run: (ctx) => seedDemoReels(ctx),
};

/**
 * Posts each demo reel as the realtor of the listing it tours; runs after the properties seeder.
 * Safe to run again: a reel already present (same listing and title) is left alone, and each reel
 * lands whole (video, poster and row) or not at all.
 */
export async function seedDemoReels(ctx: SeedContext, now = new Date()): Promise<void> {
  const [demoReels, listings] = await Promise.all([loadDemoReels(), loadDemoProperties()]);
  const bySlug = new Map(listings.map((listing) => [listing.slug, listing]));
  for (const reel of demoReels) {
    const listing = bySlug.get(reel.slug);
    if (!listing) throw new Error(`${reel.slug}: no such demo listing in properties.json`);
    const seeded = await findDemoListing(ctx.db, listing);
    if (!seeded)
      throw new Error(`${reel.slug}: the demo listing is not in the database; seed it first`);
    await seedReel(ctx, reel, seeded, now);
  }
}

/**
 * The listing the properties seeder made from a properties.json entry, found the way that seeder
 * recognises it: the demo realtor's account (by e-mail, stored lower-case) with this address and ZIP.
 */
export async function findDemoListing(
  db: Database,
  listing: Pick<DemoProperty, "realtorEmail" | "address" | "zip">,
): Promise<{ propertyId: string; realtorId: string } | null> {
  const [row] = await db
    .select({ propertyId: properties.id, realtorId: user.id })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.realtorId))
    .where(
      and(
        eq(user.email, listing.realtorEmail.toLowerCase()),
        eq(properties.address, listing.address),
        eq(properties.zip, listing.zip),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function seedReel(
  ctx: SeedContext,
  reel: DemoReel,
  listing: { propertyId: string; realtorId: string },
  now: Date,
) {
  const existing = await ctx.db
    .select({ id: reels.id })
    .from(reels)
    .where(and(eq(reels.propertyId, listing.propertyId), eq(reels.title, reel.title)))
    .limit(1);
  if (existing.length > 0) return;

  const [video, poster] = await Promise.all([
    readFile(demoReelFilePath(reel.video)),
    readFile(demoReelFilePath(reel.poster)),
  ]);
  const reelId = randomUUID();
  const videoKey = `reels/${reelId}/video.mp4`;
  // Both writes settle before any cleanup, so a failure cannot race a write still in flight.
  const [videoWrite, posterWrite] = await Promise.allSettled([
    ctx.storage.put(videoKey, video, { contentType: DEMO_REEL_VIDEO_CONTENT_TYPE }),
    storeResponsiveImage(ctx.storage, `reels/${reelId}/poster`, poster, DEMO_REEL_POSTER_WIDTHS),
  ]);
  const forget = () =>
    Promise.allSettled([
      // Also after a failed put: a write that failed late may have left a file.
      ctx.storage.delete(videoKey),
      // storeResponsiveImage removes its own renditions when it fails.
      posterWrite.status === "fulfilled"
        ? deleteResponsiveImage(ctx.storage, posterWrite.value)
        : null,
    ]);
  if (videoWrite.status === "rejected" || posterWrite.status === "rejected") {
    await forget();
    throw videoWrite.status === "rejected"
      ? videoWrite.reason
      : (posterWrite as PromiseRejectedResult).reason;
  }
  const image = posterWrite.value;
  const createdAt = new Date(now.getTime() - reel.daysAgo * DAY_MS);
  try {
    await ctx.db.insert(reels).values({
      id: reelId,
      title: reel.title,
      authorId: listing.realtorId,
      propertyId: listing.propertyId,
      videoKey,
      videoContentType: DEMO_REEL_VIDEO_CONTENT_TYPE,
      videoWidth: reel.width,
      videoHeight: reel.height,
      durationSeconds: reel.durationSeconds,
      posterKey: image.storageKey,
      posterWidths: image.widths,
      posterWidth: image.width,
      posterHeight: image.height,
      likeCount: 0,
      commentCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
  } catch (error) {
    await forget();
    throw error;
  }
}
