import { readFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { loadPlaceIndex } from "../places/places.service";
import { user } from "../platform/db/schema";
import {
  type ProcessedImage,
  processImage,
  RESPONSIVE_WIDTHS,
  storeProcessedImage,
} from "../platform/images";
import { type DemoProperty, demoPhotoPath, loadDemoProperties } from "./demo-assets";
import { loadMarketConfig, type Metro } from "./market/config";
import { generateMarket } from "./market/generate";
import { type DemoPhotoStore, seedListing } from "./properties.seed";
import type { SeedContext, Seeder } from "./seeder";

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
  const [config, places, demoListings] = await Promise.all([
    loadMarketConfig(),
    loadPlaceIndex(),
    loadDemoProperties(),
  ]);
  const listings = generateMarket({
    config,
    zipsOf: (metro) => residentialZips(places.byZip, places.residential, metro),
    photosOf: (slug) => demoListings.find((listing) => listing.slug === slug)?.photos ?? [],
  });
  const emails = [...new Set(listings.map((listing) => listing.realtorEmail))];
  const realtors = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const realtorIds = new Map(realtors.map((realtor) => [realtor.email, realtor.id]));
  const storePhoto = reusingDrawnPhotos(ctx);
  let added = 0;
  for (const listing of listings) {
    const realtorId = realtorIds.get(listing.realtorEmail);
    if (!realtorId) continue;
    await seedListing(ctx, listing, realtorId, now, storePhoto);
    added += 1;
  }
  return added;
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

/** Each demo photo is drawn once (the slow part) and its renditions stored per listing. */
function reusingDrawnPhotos(ctx: SeedContext): DemoPhotoStore {
  const drawn = new Map<string, Promise<ProcessedImage>>();
  const draw = (listing: DemoProperty, file: string) => {
    const path = demoPhotoPath(listing, file);
    let image = drawn.get(path);
    if (!image) {
      image = readFile(path).then((bytes) => processImage(bytes, { widths: RESPONSIVE_WIDTHS }));
      drawn.set(path, image);
    }
    return image;
  };
  return async (listing, file, keyBase) =>
    storeProcessedImage(ctx.storage, keyBase, await draw(listing, file));
}
