import { and, eq, like, ne } from "drizzle-orm";
import type { FieldIssue } from "@/shared/errors";
import { emailPrefix } from "@/shared/format";
import { isRole } from "@/shared/roles";
import type { AccessRequestStatus } from "@/shared/schemas/access-requests";
import type {
  DisplayNameFormat,
  EmailFrequency,
  LanguagePreference,
  MyProfile,
  ProfileUpdate,
  ThemePreference,
} from "@/shared/schemas/profile";
import type { Database } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { sqlState, UNIQUE_VIOLATION } from "../properties/ids";

/** Whose profile a write is for; the e-mail names a missing row and backs an empty name. */
export interface ProfileOwner {
  id: string;
  email: string;
}

export const USERNAME_TAKEN: FieldIssue = { path: "username", message: "That username is taken" };

/** Usernames hold 30 characters (USERNAME_PATTERN); a number that makes one unique fits in them. */
const USERNAME_MAX = 30;
/** Room kept for that number: six digits, a million accounts of one e-mail prefix. */
const SUFFIX_ROOM = 6;
const withNumber = (base: string, n: number) =>
  `${base.slice(0, USERNAME_MAX - String(n).length)}${n}`;

/** A username derived from the e-mail prefix, made unique with a number when it is taken. */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base =
    emailPrefix(email)
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, USERNAME_MAX) || "user";
  const taken = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(like(profiles.username, `${base.slice(0, USERNAME_MAX - SUFFIX_ROOM)}%`));
  const names = new Set(taken.map((row) => row.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(withNumber(base, n))) return withNumber(base, n);
}

/** Creates the profile row of a new account (at sign-up); harmless when it exists. */
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
    emailVerified: row.user.emailVerified,
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

/**
 * Makes sure the user's profile row exists before a write, so a write to an account whose row is
 * missing (see getMyProfile) is kept rather than silently matching nothing.
 */
export async function ensureProfileRow(db: Database, owner: ProfileOwner): Promise<void> {
  const found = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, owner.id))
    .limit(1);
  if (found.length === 0) await createProfileFor(db, owner);
}

const usernameTaken = () => new ApiError("CONFLICT", USERNAME_TAKEN.message, [USERNAME_TAKEN]);

/**
 * PATCH /api/profile/me: changes only the fields given. The name lives on the auth
 * user and the rest on the profile (docs/decisions/002-one-home-per-field.md); both change in one
 * transaction, and the profile's updated_at is set on every write. Throws a 409 with an issue on
 * username when another account has that username.
 */
export async function updateProfile(
  db: Database,
  owner: ProfileOwner,
  update: ProfileUpdate,
): Promise<void> {
  const { name, ...fields } = update;
  if (fields.username !== undefined) {
    const holder = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.username, fields.username), ne(profiles.id, owner.id)))
      .limit(1);
    if (holder.length > 0) throw usernameTaken();
  }
  await ensureProfileRow(db, owner);
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      if (name !== undefined) {
        await tx
          .update(user)
          .set({ name: name || emailPrefix(owner.email), updatedAt: now })
          .where(eq(user.id, owner.id));
      }
      await tx
        .update(profiles)
        .set({ ...fields, updatedAt: now })
        .where(eq(profiles.id, owner.id));
    });
  } catch (error) {
    // Two accounts claiming the same free username at once: the check above passed for both.
    if (sqlState(error) === UNIQUE_VIOLATION) throw usernameTaken();
    throw error;
  }
}
