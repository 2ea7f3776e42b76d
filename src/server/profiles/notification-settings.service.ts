import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from "@/shared/schemas/profile";
import type { Database } from "../platform/db/client";
import { profiles } from "../platform/db/schema";
import { ensureProfileRow, type ProfileOwner } from "./profiles.service";

/**
 * Merges the given toggles into the stored ones and returns all three. The merge
 * happens in one UPDATE, so two toggles flipped in quick succession (each saves at once)
 * cannot overwrite each other the way a read-then-write would.
 */
export async function updateNotificationSettings(
  db: Database,
  owner: ProfileOwner,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  await ensureProfileRow(db, owner);
  const rows = await db
    .update(profiles)
    .set({
      notificationSettings: sql`${profiles.notificationSettings} || ${JSON.stringify(update)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, owner.id))
    .returning({ settings: profiles.notificationSettings });
  const stored = rows[0]?.settings ?? {};
  // Rows written before a toggle existed lack its key: its default applies.
  const merged = { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
  return {
    emailNotifications: merged.emailNotifications,
    propertyAlerts: merged.propertyAlerts,
    marketingEmails: merged.marketingEmails,
  };
}
