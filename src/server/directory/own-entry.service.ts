import { eq } from "drizzle-orm";
import type {
  DirectoryKind,
  MyDirectoryEntry,
  PhotographerEntry,
  RealtorEntry,
} from "@/shared/directory";
import type { PhotographerEntryUpdate, RealtorEntryUpdate } from "@/shared/schemas/directory";
import type { Database } from "../platform/db/client";
import { photographerSpecialties, photographers, realtorProfiles } from "../platform/db/schema";
import { reviewStats } from "../reviews/review-stats";
import { ensureEntry } from "./entries.service";
import { tagsOf } from "./photographers.service";
import { listPortfolio } from "./portfolio.service";

async function realtorEntry(db: Database, userId: string): Promise<RealtorEntry | null> {
  const [row] = await db.select().from(realtorProfiles).where(eq(realtorProfiles.userId, userId));
  if (!row) return null;
  const stats = await reviewStats(db, userId);
  return {
    title: row.title,
    company: row.company,
    brokerageEmail: row.brokerageEmail,
    licenseNumber: row.licenseNumber,
    bio: row.bio,
    location: row.location,
    phone: row.phone,
    contactEmail: row.contactEmail,
    website: row.website,
    specialties: row.specialties,
    languages: row.languages,
    listed: row.listed,
    rating: stats.average,
    reviewCount: stats.count,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function photographerEntry(db: Database, userId: string): Promise<PhotographerEntry | null> {
  const [row] = await db.select().from(photographers).where(eq(photographers.userId, userId));
  if (!row) return null;
  const [tags, portfolio, stats] = await Promise.all([
    tagsOf(db, [userId]),
    listPortfolio(db, userId),
    reviewStats(db, userId),
  ]);
  return {
    specialty: row.specialty,
    company: row.company,
    bio: row.bio,
    location: row.location,
    phone: row.phone,
    contactEmail: row.contactEmail,
    website: row.website,
    experience: row.experience,
    priceRange: row.priceRange,
    specialties: tags.get(userId) ?? [],
    listed: row.listed,
    rating: stats.average,
    reviewCount: stats.count,
    portfolio,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The professional's own entry, created empty (and unlisted) on the first read. */
export async function getOwnEntry(
  db: Database,
  userId: string,
  kind: DirectoryKind,
): Promise<MyDirectoryEntry> {
  await ensureEntry(db, userId, kind);
  if (kind === "realtor") {
    const entry = await realtorEntry(db, userId);
    if (entry) return { kind, entry };
  } else {
    const entry = await photographerEntry(db, userId);
    if (entry) return { kind, entry };
  }
  // Only when the account was deleted between the two statements.
  throw new Error(`directory entry of ${userId} vanished`);
}

/** PATCH for a realtor: only the fields given change; updated_at is set on every write. */
export async function updateRealtorEntry(db: Database, userId: string, update: RealtorEntryUpdate) {
  await ensureEntry(db, userId, "realtor");
  await db
    .update(realtorProfiles)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(realtorProfiles.userId, userId));
}

/** PATCH for a photographer; the tags are replaced as a whole when given. */
export async function updatePhotographerEntry(
  db: Database,
  userId: string,
  update: PhotographerEntryUpdate,
) {
  const { specialties, ...fields } = update;
  await ensureEntry(db, userId, "photographer");
  await db.transaction(async (tx) => {
    await tx
      .update(photographers)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(photographers.userId, userId));
    if (specialties === undefined) return;
    await tx
      .delete(photographerSpecialties)
      .where(eq(photographerSpecialties.photographerId, userId));
    if (specialties.length > 0) {
      await tx
        .insert(photographerSpecialties)
        .values(specialties.map((specialty) => ({ photographerId: userId, specialty })));
    }
  });
}
