import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { PHOTOGRAPHER_SPECIALTIES, REALTOR_SPECIALTIES } from "@/shared/directory";
import type { Role } from "@/shared/roles";
import { addPortfolioImage, listPortfolio } from "../directory/portfolio.service";
import {
  photographerSpecialties,
  photographers,
  profiles,
  realtorProfiles,
} from "../platform/db/schema";
import { createProfileFor } from "../profiles/profiles.service";
import { createOrUpdateUser } from "../users/create-user";
import { DEMO_ASSETS_DIR, demoPhotoPath, demoRealtorSchema } from "./demo-assets";
import type { SeedContext, Seeder } from "./seeder";

const text = z.string().trim().min(1);
const website = z.url({ protocol: /^https$/, hostname: /(^|\.)example\.com$/ });

/** realtors.json: the listings seeder's fields plus the directory card's . */
const demoDirectoryRealtorSchema = demoRealtorSchema.extend({
  title: text,
  company: text,
  specialties: z.array(z.enum(REALTOR_SPECIALTIES)).min(1),
  languages: z.array(text).min(1),
  website,
});
type DemoDirectoryRealtor = z.infer<typeof demoDirectoryRealtorSchema>;

const demoPhotographerSchema = z.object({
  name: text,
  email: z.email(),
  phoneNumber: z.string().regex(/^\d{10}$/, "ten digits"),
  city: text,
  state: z.string().regex(/^[A-Z]{2}$/),
  specialty: text,
  company: text,
  bio: text,
  experience: text,
  priceRange: text,
  website,
  instagram: z
    .string()
    .regex(/^[a-z0-9._]+$/)
    .optional(),
  specialties: z.array(z.enum(PHOTOGRAPHER_SPECIALTIES)).min(1),
  /** Demo listing photos (properties/{slug}/{file}) reused as portfolio pictures. */
  portfolio: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        file: z.string().regex(/^[a-z0-9-]+\.webp$/),
        label: text,
      }),
    )
    .length(3),
});
type DemoPhotographer = z.infer<typeof demoPhotographerSchema>;

async function readDemoJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(DEMO_ASSETS_DIR, file), "utf8"));
}

/** "(512) 555-0142" for "5125550142", as a card shows it. */
const phoneLabel = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/**
 * The six sample realtors and six sample photographers in the directories, without
 * avatars (initials are shown). Runs after the listings seeder, whose
 * realtor accounts it reuses.
 */
export const demoDirectorySeeder: Seeder = {
  name: "demo-directory",
  run: (ctx) => seedDemoDirectory(ctx),
};

/**
 * Safe to run again: an entry already present is left as it is (its owner may have edited it),
 * and portfolio photos are added only to an empty portfolio.
 */
async function seedDemoDirectory(ctx: SeedContext): Promise<void> {
  const [realtorFile, photographerFile] = await Promise.all([
    readDemoJson("realtors.json"),
    readDemoJson("photographers.json"),
  ]);
  const realtors = z.object({ realtors: z.array(demoDirectoryRealtorSchema) }).parse(realtorFile);
  const photographerList = z
    .object({ photographers: z.array(demoPhotographerSchema) })
    .parse(photographerFile);
  for (const realtor of realtors.realtors) await seedRealtor(ctx, realtor);
  for (const photographer of photographerList.photographers) {
    await seedPhotographer(ctx, photographer);
  }
}

/** The demo person's account (found by e-mail, else made with a password nobody keeps). */
async function demoAccount(ctx: SeedContext, person: { name: string; email: string }, role: Role) {
  const account = await createOrUpdateUser(ctx, {
    email: person.email,
    password: randomBytes(24).toString("base64url"),
    name: person.name,
    role,
  });
  await createProfileFor(ctx.db, account);
  return account.id;
}

async function seedRealtor(ctx: SeedContext, realtor: DemoDirectoryRealtor) {
  const userId = await demoAccount(ctx, realtor, "realtor");
  await ctx.db
    .insert(realtorProfiles)
    .values({
      userId,
      title: realtor.title,
      company: realtor.company,
      bio: realtor.bio,
      location: `${realtor.city}, ${realtor.state}`,
      phone: phoneLabel(realtor.phoneNumber),
      // The sample cards show the documented address; a card shows only what its entry holds.
      contactEmail: realtor.email,
      website: realtor.website,
      specialties: realtor.specialties,
      languages: realtor.languages,
      listed: true,
    })
    .onConflictDoNothing();
}

async function seedPhotographer(ctx: SeedContext, photographer: DemoPhotographer) {
  const userId = await demoAccount(ctx, photographer, "photographer");
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(photographers)
      .values({
        userId,
        specialty: photographer.specialty,
        company: photographer.company,
        bio: photographer.bio,
        location: `${photographer.city}, ${photographer.state}`,
        phone: phoneLabel(photographer.phoneNumber),
        contactEmail: photographer.email,
        experience: photographer.experience,
        priceRange: photographer.priceRange,
        website: photographer.website,
        listed: true,
      })
      .onConflictDoNothing()
      .returning({ userId: photographers.userId });
    if (inserted.length === 0) return;
    await tx
      .insert(photographerSpecialties)
      .values(photographer.specialties.map((specialty) => ({ photographerId: userId, specialty })));
    await tx
      .update(profiles)
      .set({
        phoneNumber: photographer.phoneNumber,
        city: photographer.city,
        state: photographer.state,
        bio: photographer.bio,
        socialMedia: photographer.instagram ? { instagram: photographer.instagram } : {},
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
  });
  if ((await listPortfolio(ctx.db, userId)).length > 0) return;
  for (const picture of photographer.portfolio) {
    const bytes = await readFile(demoPhotoPath(picture, picture.file));
    await addPortfolioImage(ctx, userId, bytes, picture.label);
  }
}
