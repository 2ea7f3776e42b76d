import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { limiter } from "@/shared/limiter";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { loadPlaceIndex } from "../places/places.service";
import { properties, user } from "../platform/db/schema";
import {
  type ProcessedImage,
  processImage,
  RESPONSIVE_WIDTHS,
  storeProcessedImage,
} from "../platform/images";
import { loadMarketConfig, type Metro } from "./market/config";
import { type DrawnPhoto, drawingSvg } from "./market/drawings/photos";
import { generateMarket, type MarketListing } from "./market/generate";
import { type DemoPhotoStore, seedListing } from "./properties.seed";
import type { SeedContext, Seeder } from "./seeder";

/**
 * Drawn photos are rasterised this wide (3:2), so they are stored at 480 and 960 only: encoding
 * a 1600-pixel WebP for every drawing would take the seed past its time budget (decision 041).
 */
export const DRAWN_PHOTO_WIDTH = 960;
/** Drawings rendered side by side: one per core of a small machine. */
const DRAWING_CONCURRENCY = 2;

/**
 * The demo market: a few hundred generated listings across US metros, owned by the
 * demo realtors the listings seeder created, so filters, the map and paging have something to
 * show. Runs after that seeder; a realtor an admin has deleted since gets no market listings.
 */
export const demoMarketSeeder: Seeder = {
  name: "demo-market",
  run: async (ctx) => {
    const added = await seedDemoMarket(ctx);
    ctx.logger.info("demo market seeded", { listings: added });
  },
};

export async function seedDemoMarket(ctx: SeedContext, now = new Date()): Promise<number> {
  const [config, places] = await Promise.all([loadMarketConfig(), loadPlaceIndex()]);
  const listings = generateMarket({
    config,
    zipsOf: (metro) => residentialZips(places.byZip, places.residential, metro),
  });
  const emails = [...new Set(listings.map((listing) => listing.realtorEmail))];
  const realtors = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const realtorIds = new Map(realtors.map((realtor) => [realtor.email, realtor.id]));
  const present = await presentListings(ctx, [...realtorIds.values()]);
  const missing = listings.flatMap((listing) => {
    const realtorId = realtorIds.get(listing.realtorEmail);
    if (!realtorId || present.has(listingKey(realtorId, listing))) return [];
    return [{ listing, realtorId }];
  });
  const drawings = drawingCache();
  // Queue every drawing now, so the cores draw ahead while each listing is written.
  for (const { listing } of missing) for (const photo of listing.photos) drawings.draw(photo);
  const storePhoto: DemoPhotoStore<DrawnPhoto> = async (photo, keyBase) =>
    storeProcessedImage(ctx.storage, keyBase, await drawings.draw(photo));
  for (const { listing, realtorId } of missing) {
    await seedListing(ctx, listing, realtorId, now, storePhoto);
  }
  return missing.length;
}

const listingKey = (realtorId: string, listing: Pick<MarketListing, "address" | "zip">) =>
  `${realtorId}|${listing.address}|${listing.zip}`;

/** What the realtors list already, so a second run draws nothing it would not store. */
async function presentListings(ctx: SeedContext, realtorIds: string[]): Promise<Set<string>> {
  if (realtorIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ realtorId: properties.realtorId, address: properties.address, zip: properties.zip })
    .from(properties)
    .where(inArray(properties.realtorId, realtorIds));
  return new Set(rows.map((row) => listingKey(row.realtorId ?? "", row)));
}

function residentialZips(
  byZip: PlaceSuggestion[],
  residential: ReadonlySet<string>,
  metro: Metro,
): PlaceSuggestion[] {
  return byZip.filter(
    (place) =>
      place.city === metro.city && place.state === metro.state && residential.has(place.zip),
  );
}

/**
 * Each drawing is rendered once (the slow part), at most DRAWING_CONCURRENCY at a time, and its
 * renditions stored under every listing that shows it: a front view is one listing's own, a room
 * may be shown by several listings.
 */
function drawingCache() {
  const drawn = new Map<string, Promise<ProcessedImage>>();
  const slot = limiter(DRAWING_CONCURRENCY);
  return {
    draw(photo: DrawnPhoto): Promise<ProcessedImage> {
      const key = JSON.stringify(photo.drawing);
      let image = drawn.get(key);
      if (!image) {
        image = slot(() => renderDrawing(photo));
        // Drawn ahead of need: a failure surfaces where the listing awaits it, not as unhandled.
        image.catch(() => {});
        drawn.set(key, image);
      }
      return image;
    },
  };
}

async function renderDrawing(photo: DrawnPhoto): Promise<ProcessedImage> {
  const svg = Buffer.from(drawingSvg(photo.drawing, DRAWN_PHOTO_WIDTH));
  // An uncompressed PNG: the quickest lossless hand-over to the one image pipeline.
  const png = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
  return processImage(png, { widths: RESPONSIVE_WIDTHS });
}
