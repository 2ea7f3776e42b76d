import { eq, inArray } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type EmailFrequency,
  type NotificationSettings,
} from "@/shared/schemas/profile";
import type { Database } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";

/** What a member wants by e-mail, with the address and the name to greet them by. */
export interface MailPreferences {
  id: string;
  name: string;
  email: string;
  settings: NotificationSettings;
  emailFrequency: EmailFrequency;
}

export const mailPreferenceColumns = {
  id: user.id,
  accountName: user.name,
  email: user.email,
  stored: profiles.notificationSettings,
  emailFrequency: profiles.emailFrequency,
};

type PreferenceRow = {
  id: string;
  accountName: string;
  email: string;
  stored: NotificationSettings | null;
  emailFrequency: string | null;
};

/**
 * A row of mailPreferenceColumns (user left join profiles) as preferences. A missing profile row
 * or a toggle stored before it existed reads as the defaults, as the settings screen shows them.
 */
export function toMailPreferences(row: PreferenceRow): MailPreferences {
  return {
    id: row.id,
    name: nameOrEmailPrefix({ name: row.accountName, email: row.email }),
    email: row.email,
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...row.stored },
    emailFrequency: (row.emailFrequency ?? "daily") as EmailFrequency,
  };
}

/** The member's mail preferences, or null when there is no such account. */
export async function readMailPreferences(
  db: Database,
  memberId: string,
): Promise<MailPreferences | null> {
  const [row] = await db
    .select(mailPreferenceColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, memberId))
    .limit(1);
  return row ? toMailPreferences(row) : null;
}

/** readMailPreferences for many members at once, by id; accounts gone are absent. */
export async function mailPreferencesOf(
  db: Database,
  memberIds: string[],
): Promise<Map<string, MailPreferences>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select(mailPreferenceColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, toMailPreferences(row)]));
}
