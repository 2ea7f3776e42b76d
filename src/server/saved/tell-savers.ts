import { eq } from "drizzle-orm";
import { emailNotice, type NoticeMail } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { notifyUser } from "../notifications/notifications.service";
import type { NewNotification } from "../notifications/texts";
import type { Database } from "../platform/db/client";
import { savedProperties } from "../platform/db/schema";

type SavedHomeMail = Extract<NoticeMail, { kind: "saved-home-changed" }>["props"];

/**
 * Tells every member who saved the home of its news, in the app and, unless their e-mail
 * notifications are off, by e-mail; in the caller's transaction, so the news is told only if
 * what caused it is stored.
 */
export async function tellSavers(
  tx: Database,
  mailer: AppMailer,
  propertyId: string,
  notification: NewNotification,
  mail: SavedHomeMail,
): Promise<void> {
  const savers = await tx
    .select({ userId: savedProperties.userId })
    .from(savedProperties)
    .where(eq(savedProperties.propertyId, propertyId));
  for (const { userId } of savers) {
    await notifyUser(tx, userId, notification, null);
    await emailNotice(tx, mailer, userId, { kind: "saved-home-changed", props: mail });
  }
}
