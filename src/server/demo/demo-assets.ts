import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { AMENITIES, PROPERTY_TYPES } from "@/shared/properties";

/** The demo content folder, found from this module so it does not depend on the working directory. */
export const DEMO_ASSETS_DIR = fileURLToPath(new URL("../../../assets/demo/", import.meta.url));

const text = z.string().trim().min(1);
const state = z.string().regex(/^[A-Z]{2}$/, "a two-letter state code");
const zip = z.string().regex(/^\d{5}$/, "a five-digit ZIP code");

export const demoRealtorSchema = z.object({
  name: text,
  email: z.email(),
  phoneNumber: z.string().regex(/^\d{10}$/, "ten digits"),
  streetAddress: text.optional(),
  city: text,
  state,
  zipCode: zip,
  bio: text,
});
export type DemoRealtor = z.infer<typeof demoRealtorSchema>;

const demoPropertySchema = z.object({
  /** Folder of the listing's photos under properties/. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  propertyType: z.enum(PROPERTY_TYPES),
  price: z.number().int().nonnegative(),
  address: text,
  city: text,
  state,
  zip,
  // The ZIP's centroid (npm zipcodes), where the map shows the listing.
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  bedrooms: z.number().int().nonnegative(),
  bathrooms: z.number().nonnegative().multipleOf(0.5),
  squareFeet: z.number().int().nonnegative(),
  amenities: z.array(z.enum(AMENITIES)),
  isFeatured: z.boolean(),
  /** How long ago the listing went up, so "newest first" has something to sort. */
  daysAgo: z.number().int().nonnegative(),
  realtorEmail: z.email(),
  yearBuilt: z.number().int().min(1600).max(2100).nullable(),
  lotSizeAcres: z.number().nonnegative().nullable(),
  stories: z.number().int().positive().nullable(),
  garageSpaces: z.number().int().nonnegative().nullable(),
  condition: text.nullable(),
  description: text,
  interiorFeatures: z.array(text),
  exteriorFeatures: z.array(text),
  communityFeatures: z.array(text),
  nearbyAmenities: z.array(z.object({ name: text, distance: text })),
  /** In gallery order; the first is the cover. */
  photos: z.array(z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/), label: text })).min(1),
});
export type DemoProperty = z.infer<typeof demoPropertySchema>;

export const demoReelSchema = z.object({
  /** The listing the reel tours, by its folder name in properties.json. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** Files under reels/, made by scripts/demo-media/generate-reel-videos.ts. */
  video: z.string().regex(/^[a-z0-9-]+\.mp4$/),
  poster: z.string().regex(/^[a-z0-9-]+\.poster\.webp$/),
  /** As measured from the video by the generator. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  /** How long ago the reel was posted; at most the listing's own daysAgo. */
  daysAgo: z.number().int().nonnegative(),
  /** Spoken lines, one caption each, timed evenly over the video as typed captions are. */
  captions: z.array(text).min(1).optional(),
  /** The small rendition, made from `video` by scripts/demo-media/render-reel-renditions.ts. */
  small: z
    .object({
      video: z.string().regex(/^[a-z0-9-]+\.360\.mp4$/),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
});
export type DemoReel = z.infer<typeof demoReelSchema>;

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(DEMO_ASSETS_DIR, file), "utf8"));
}

export async function loadDemoRealtors(): Promise<DemoRealtor[]> {
  return z.object({ realtors: z.array(demoRealtorSchema) }).parse(await readJson("realtors.json"))
    .realtors;
}

export async function loadDemoProperties(): Promise<DemoProperty[]> {
  return z
    .object({ properties: z.array(demoPropertySchema) })
    .parse(await readJson("properties.json")).properties;
}

export async function loadDemoReels(): Promise<DemoReel[]> {
  return z.object({ reels: z.array(demoReelSchema) }).parse(await readJson("reels.json")).reels;
}

export function demoReelFilePath(file: string): string {
  return path.join(DEMO_ASSETS_DIR, "reels", file);
}

export function demoPhotoPath(property: Pick<DemoProperty, "slug">, file: string): string {
  return path.join(DEMO_ASSETS_DIR, "properties", property.slug, file);
}
