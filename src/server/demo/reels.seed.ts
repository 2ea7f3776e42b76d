import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { properties, reels, user } from "../platform/db/schema";
import { typedCaptionsToVtt } from "../reels/captions";
import {
  deleteReelMedia,
  reelRenditionKey,
  storeReelCaptions,
  storeReelMedia,
} from "../reels/reel-media";
import {
  type DemoProperty,
  type DemoReel,
  demoReelFilePath,
  loadDemoProperties,
  loadDemoReels,
} from "./demo-assets";
import type { SeedContext, Seeder } from "./seeder";

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_REEL_VIDEO_CONTENT_TYPE = "video/mp4";

/** The three sample reels, each touring one demo listing. */
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
async function findDemoListing(
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
  const { videoKey, poster: image } = await storeReelMedia(
    ctx.storage,
    reelId,
    { bytes: video, contentType: DEMO_REEL_VIDEO_CONTENT_TYPE },
    poster,
  );
  const extras = { smallVideoKey: null as string | null, captionsKey: null as string | null };
  const forget = () =>
    deleteReelMedia(ctx.storage, {
      videoKey,
      ...extras,
      posterKey: image.storageKey,
      posterWidths: image.widths,
    });
  let smallBytes = 0;
  try {
    if (reel.small) {
      const small = await readFile(demoReelFilePath(reel.small.video));
      const shortSide = Math.min(reel.small.width, reel.small.height);
      extras.smallVideoKey = reelRenditionKey(reelId, shortSide);
      await ctx.storage.put(extras.smallVideoKey, small, {
        contentType: DEMO_REEL_VIDEO_CONTENT_TYPE,
      });
      smallBytes = small.length;
    }
    if (reel.captions) {
      const vtt = typedCaptionsToVtt(reel.captions.join("\n"), reel.durationSeconds);
      extras.captionsKey = await storeReelCaptions(ctx.storage, reelId, vtt);
    }
  } catch (error) {
    await forget();
    throw error;
  }
  const createdAt = new Date(now.getTime() - reel.daysAgo * DAY_MS);
  try {
    await ctx.db.insert(reels).values({
      id: reelId,
      title: reel.title,
      authorId: listing.realtorId,
      propertyId: listing.propertyId,
      videoKey,
      videoContentType: DEMO_REEL_VIDEO_CONTENT_TYPE,
      videoBytes: video.length + smallBytes,
      videoWidth: reel.width,
      videoHeight: reel.height,
      durationSeconds: reel.durationSeconds,
      smallVideoKey: extras.smallVideoKey,
      smallVideoWidth: reel.small?.width ?? null,
      smallVideoHeight: reel.small?.height ?? null,
      captionsKey: extras.captionsKey,
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
