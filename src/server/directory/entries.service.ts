import { eq, sql } from "drizzle-orm";
import { DEFAULT_PHOTOGRAPHER_SPECIALTY, type DirectoryKind } from "@/shared/directory";
import type { AccessRequestType } from "@/shared/schemas/access-requests";
import type { Database } from "../platform/db/client";
import { photographers, realtorProfiles, user } from "../platform/db/schema";

/**
 * Makes sure the user has an entry of that kind, creating a listed one holding only their
 * account's name when missing: every professional is findable from the day they get the role,
 * and can turn their card off in their profile. Takes a database or a transaction.
 */
export async function ensureEntry(db: Database, userId: string, kind: DirectoryKind) {
  if (kind === "realtor") {
    await db.insert(realtorProfiles).values({ userId }).onConflictDoNothing();
  } else {
    await db
      .insert(photographers)
      .values({ userId, specialty: DEFAULT_PHOTOGRAPHER_SPECIALTY })
      .onConflictDoNothing();
  }
}

/** Lists the user's entry of that kind, creating it when missing (a role given back). */
export async function listEntry(tx: Database, userId: string, kind: DirectoryKind) {
  await ensureEntry(tx, userId, kind);
  const updatedAt = new Date();
  if (kind === "realtor") {
    await tx
      .update(realtorProfiles)
      .set({ listed: true, updatedAt })
      .where(eq(realtorProfiles.userId, userId));
  } else {
    await tx
      .update(photographers)
      .set({ listed: true, updatedAt })
      .where(eq(photographers.userId, userId));
  }
}

/** What an approved access request says about the professional (see access_requests). */
export interface DirectoryRequestDetails {
  userId: string;
  requestType: AccessRequestType;
  fullName: string;
  brokerageName?: string | null;
  brokerageEmail?: string | null;
  licenseNumber?: string | null;
  companyName?: string | null;
  companyWebsite?: string | null;
}

/**
 * Approval puts the user in the matching public directory: creates their entry, or
 * refreshes it, from the details of the request and lists it. What they wrote in the entry
 * themselves (bio, specialties ...) is kept. An account without a name takes the request's full
 * name, so the card never shows an e-mail prefix. Meant to run in the approval's transaction.
 */
export async function addToDirectory(tx: Database, details: DirectoryRequestDetails) {
  const { userId, requestType } = details;
  const updatedAt = new Date();
  if (requestType === "realtor") {
    const fromRequest = {
      company: details.brokerageName ?? null,
      brokerageEmail: details.brokerageEmail ?? null,
      licenseNumber: details.licenseNumber ?? null,
    };
    await tx
      .insert(realtorProfiles)
      .values({ userId, ...fromRequest, listed: true })
      .onConflictDoUpdate({
        target: realtorProfiles.userId,
        set: { ...fromRequest, listed: true, updatedAt },
      });
  } else {
    const fromRequest = {
      company: details.companyName ?? null,
      website: details.companyWebsite ?? null,
    };
    await tx
      .insert(photographers)
      .values({ userId, specialty: DEFAULT_PHOTOGRAPHER_SPECIALTY, ...fromRequest, listed: true })
      .onConflictDoUpdate({
        target: photographers.userId,
        set: { ...fromRequest, listed: true, updatedAt },
      });
  }
  const fullName = details.fullName.trim();
  if (fullName) {
    await tx
      .update(user)
      .set({ name: fullName, updatedAt })
      .where(sql`${user.id} = ${userId} and btrim(${user.name}) = ''`);
  }
}

/** Takes the user out of a directory when the role is taken away; their entry is kept. */
export async function removeFromDirectory(tx: Database, userId: string, kind: DirectoryKind) {
  const updatedAt = new Date();
  if (kind === "realtor") {
    await tx
      .update(realtorProfiles)
      .set({ listed: false, updatedAt })
      .where(eq(realtorProfiles.userId, userId));
  } else {
    await tx
      .update(photographers)
      .set({ listed: false, updatedAt })
      .where(eq(photographers.userId, userId));
  }
}
