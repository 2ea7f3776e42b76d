import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { profiles, properties, propertyImages } from "../platform/db/schema";
import {
  deleteResponsiveImage,
  type StoredResponsiveImage,
  storeResponsiveImage,
} from "../platform/images";
import { createProfileFor } from "../profiles/profiles.service";
import { createOrUpdateUser } from "../users/create-user";
import {
  type DemoProperty,
  type DemoRealtor,
  demoPhotoPath,
  loadDemoProperties,
  loadDemoRealtors,
} from "./demo-assets";
import { type DemoLife, lifeColumns, recordLifeHistory } from "./demo-life";
import type { SeedContext, Seeder } from "./seeder";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sample listings with their realtor and photos. */
export const demoPropertiesSeeder: Seeder = {
  name: "demo-properties",
  run: (ctx) => seedDemoProperties(ctx),
};

/**
 * Creates the demo realtors and their listings. Safe to run again: a listing already present
 * (same realtor, address and ZIP) is left alone, and each listing lands whole or not at all.
 */
async function seedDemoProperties(ctx: SeedContext, now = new Date()): Promise<void> {
  const [realtors, listings] = await Promise.all([loadDemoRealtors(), loadDemoProperties()]);
  const realtorIds = new Map<string, string>();
  for (const realtor of realtors) realtorIds.set(realtor.email, await ensureRealtor(ctx, realtor));
  for (const listing of listings) {
    const realtorId = realtorIds.get(listing.realtorEmail);
    if (!realtorId) throw new Error(`${listing.slug}: no demo realtor ${listing.realtorEmail}`);
    await seedListing(ctx, listing, realtorId, now, async (photo, keyBase) =>
      storeResponsiveImage(
        ctx.storage,
        keyBase,
        await readFile(demoPhotoPath(listing, photo.file)),
      ),
    );
  }
}

async function ensureRealtor(ctx: SeedContext, realtor: DemoRealtor): Promise<string> {
  // Nobody signs in as the demo realtor, so its password is random and never kept.
  const account = await createOrUpdateUser(ctx, {
    email: realtor.email,
    password: randomBytes(24).toString("base64url"),
    name: realtor.name,
    role: "realtor",
  });
  await createProfileFor(ctx.db, account);
  await ctx.db
    .update(profiles)
    .set({
      phoneNumber: realtor.phoneNumber,
      streetAddress: realtor.streetAddress ?? null,
      city: realtor.city,
      state: realtor.state,
      zipCode: realtor.zipCode,
      bio: realtor.bio,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, account.id));
  return account.id;
}

/** Stores one of a listing's photos under the key given: read from a file, or drawn. */
export type DemoPhotoStore<Photo> = (
  photo: Photo,
  keyBase: string,
) => Promise<StoredResponsiveImage>;

/**
 * A demo listing's facts with its photos, whatever they are made from (the label is the alt
 * text), and its life where it has one; without, it is a home for sale, active since it went up.
 */
export type SeedableListing<Photo extends { label: string }> = Omit<
  DemoProperty,
  "slug" | "photos"
> & {
  photos: readonly Photo[];
  life?: DemoLife;
};

/**
 * Adds one demo listing with its photos unless the realtor already lists that address and ZIP;
 * it lands whole or not at all.
 */
export async function seedListing<Photo extends { label: string }>(
  ctx: SeedContext,
  listing: SeedableListing<Photo>,
  realtorId: string,
  now: Date,
  storePhoto: DemoPhotoStore<Photo>,
) {
  const existing = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.realtorId, realtorId),
        eq(properties.address, listing.address),
        eq(properties.zip, listing.zip),
      ),
    )
    .limit(1);
  if (existing.length > 0) return;

  const propertyId = randomUUID();
  const photos = listing.photos.map((photo) => ({ photo, id: randomUUID() }));
  // Side by side: with one libvips thread per image this uses the other cores; all settle before
  // any cleanup, so a failure cannot race a write still in flight.
  const results = await Promise.allSettled(
    photos.map(({ photo, id }) => storePhoto(photo, `properties/${propertyId}/${id}`)),
  );
  const stored = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const forget = () =>
    Promise.allSettled(stored.map((image) => deleteResponsiveImage(ctx.storage, image)));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await forget();
    throw failed.reason;
  }
  try {
    const createdAt = new Date(now.getTime() - listing.daysAgo * DAY_MS);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(properties).values({
        id: propertyId,
        realtorId,
        title: listing.title,
        description: listing.description,
        price: listing.price,
        address: listing.address,
        city: listing.city,
        state: listing.state,
        zip: listing.zip,
        latitude: listing.latitude,
        longitude: listing.longitude,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        squareFeet: listing.squareFeet,
        propertyType: listing.propertyType,
        amenities: listing.amenities,
        isFeatured: listing.isFeatured,
        yearBuilt: listing.yearBuilt,
        lotSizeAcres: listing.lotSizeAcres,
        stories: listing.stories,
        garageSpaces: listing.garageSpaces,
        condition: listing.condition,
        interiorFeatures: listing.interiorFeatures,
        exteriorFeatures: listing.exteriorFeatures,
        communityFeatures: listing.communityFeatures,
        nearbyAmenities: listing.nearbyAmenities,
        ...lifeColumns(listing.life, createdAt, now),
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(propertyImages).values(
        photos.map(({ photo, id }, position) => {
          const image = stored[position] as StoredResponsiveImage;
          return {
            id,
            propertyId,
            storageKey: image.storageKey,
            widths: image.widths,
            width: image.width,
            height: image.height,
            label: photo.label,
            position,
            isCover: position === 0,
            createdAt,
          };
        }),
      );
      await recordLifeHistory(tx, propertyId, listing.life, now);
    });
  } catch (error) {
    await forget();
    throw error;
  }
}
