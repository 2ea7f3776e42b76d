import { randomUUID } from "node:crypto";
import {
  photographerPortfolioImages,
  photographerSpecialties,
  photographers,
  profiles,
  realtorProfiles,
  user,
} from "../../src/server/platform/db/schema";
import type { Role } from "../../src/shared/roles";
import type { SocialMedia } from "../../src/shared/schemas/profile";
import type { TestApp } from "../setup/test-app";
import { uniqueEmail } from "./users";

export interface AccountOptions {
  name?: string;
  email?: string;
  role?: Role;
  banned?: boolean;
  banExpires?: Date | null;
  /** Confirmed unless asked: a professional's access request needs a confirmed address. */
  emailVerified?: boolean;
  avatarKey?: string | null;
  socialMedia?: SocialMedia;
}

/**
 * An account row written directly, for people who appear in the directories but never sign in:
 * far quicker than signing up through the auth library when a test needs dozens of them.
 */
export async function createAccount(testApp: TestApp, options: AccountOptions = {}) {
  const id = randomUUID().replaceAll("-", "");
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  await testApp.deps.db.insert(user).values({
    id,
    name: options.name ?? "Directory Person",
    email,
    role: options.role ?? "user",
    emailVerified: options.emailVerified ?? true,
    banned: options.banned ?? false,
    banExpires: options.banExpires ?? null,
  });
  await testApp.deps.db.insert(profiles).values({
    id,
    avatarKey: options.avatarKey ?? null,
    socialMedia: options.socialMedia ?? {},
  });
  return { id, email };
}

type RealtorInsert = typeof realtorProfiles.$inferInsert;

/** A realtor account with a listed entry; override the account or the entry as the test needs. */
export async function createRealtorEntry(
  testApp: TestApp,
  entry: Partial<Omit<RealtorInsert, "userId">> = {},
  account: AccountOptions = {},
) {
  const owner = await createAccount(testApp, { role: "realtor", ...account });
  const [row] = await testApp.deps.db
    .insert(realtorProfiles)
    .values({ userId: owner.id, listed: true, ...entry })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { ...row, email: owner.email };
}

type PhotographerInsert = typeof photographers.$inferInsert;

/** A photographer account with a listed entry and the given tags. */
export async function createPhotographerEntry(
  testApp: TestApp,
  entry: Partial<Omit<PhotographerInsert, "userId">> & { tags?: string[] } = {},
  account: AccountOptions = {},
) {
  const { tags = [], ...fields } = entry;
  const owner = await createAccount(testApp, { role: "photographer", ...account });
  const [row] = await testApp.deps.db
    .insert(photographers)
    .values({ userId: owner.id, specialty: "Real Estate Photography", listed: true, ...fields })
    .returning();
  if (!row) throw new Error("insert returned no row");
  if (tags.length > 0) {
    await testApp.deps.db
      .insert(photographerSpecialties)
      .values(tags.map((specialty) => ({ photographerId: owner.id, specialty })));
  }
  return { ...row, email: owner.email };
}

/** Portfolio rows with fake storage keys (no file is stored; URLs are only derived from them). */
export async function addPortfolioRows(testApp: TestApp, photographerId: string, n: number) {
  return testApp.deps.db
    .insert(photographerPortfolioImages)
    .values(
      Array.from({ length: n }, (_, position) => ({
        photographerId,
        storageKey: `photographers/${photographerId}/${randomUUID()}`,
        widths: [480, 960, 1600],
        width: 1600,
        height: 1067,
        label: `Photo ${position + 1}`,
        position,
      })),
    )
    .returning();
}

/** A word no other test's data contains, to search for. */
export function uniqueWord(prefix = "zq"): string {
  return `${prefix}${randomUUID().replaceAll("-", "").slice(0, 10)}`;
}
