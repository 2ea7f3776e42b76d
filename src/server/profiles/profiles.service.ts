import { eq, like, or } from "drizzle-orm";
import { emailPrefix } from "@/shared/format";
import { isRole } from "@/shared/roles";
import type { AccessRequestStatus } from "@/shared/schemas/access-requests";
import type {
  DisplayNameFormat,
  EmailFrequency,
  LanguagePreference,
  MyProfile,
  ThemePreference,
} from "@/shared/schemas/profile";
import type { Database } from "../db/client";
import { profiles, user } from "../db/schema";

/** A username derived from the e-mail prefix, made unique with a number when it is taken. */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base =
    emailPrefix(email)
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "") || "user";
  const taken = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(or(eq(profiles.username, base), like(profiles.username, `${base}%`)));
  const names = new Set(taken.map((row) => row.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

/** Creates the profile row of a new account (part 1 §7, sign up); harmless when it exists. */
export async function createProfileFor(db: Database, account: { id: string; email: string }) {
  const username = await freeUsername(db, account.email);
  await db.insert(profiles).values({ id: account.id, username }).onConflictDoNothing();
}

export async function getMyProfile(
  db: Database,
  userId: string,
  avatarUrl: (key: string) => string,
): Promise<MyProfile | null> {
  const rows = await db
    .select({ user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  let profile = row.profile;
  if (!profile) {
    // An account made before profiles existed, or whose sign-up hook failed: heal it on read.
    await createProfileFor(db, row.user);
    const created = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
    profile = created[0] ?? null;
    if (!profile) return null;
  }
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    username: profile.username,
    role: isRole(row.user.role) ? row.user.role : "user",
    avatarUrl: profile.avatarKey ? avatarUrl(profile.avatarKey) : null,
    phoneNumber: profile.phoneNumber,
    streetAddress: profile.streetAddress,
    city: profile.city,
    state: profile.state,
    zipCode: profile.zipCode,
    bio: profile.bio,
    socialMedia: profile.socialMedia,
    themePreference: profile.themePreference as ThemePreference,
    languagePreference: profile.languagePreference as LanguagePreference,
    displayNameFormat: profile.displayNameFormat as DisplayNameFormat,
    emailFrequency: profile.emailFrequency as EmailFrequency,
    notificationSettings: profile.notificationSettings,
    realtorRequestStatus: profile.realtorRequestStatus as AccessRequestStatus | null,
    photographerRequestStatus: profile.photographerRequestStatus as AccessRequestStatus | null,
    updatedAt: profile.updatedAt.toISOString(),
  };
}
