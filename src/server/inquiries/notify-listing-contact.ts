import { activeAccountWithRole } from "../directory/directory-query";
import { emailNotice, type NoticeMail } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { notifyUser } from "../notifications/notifications.service";
import type { NewNotification } from "../notifications/texts";
import type { Database } from "../platform/db/client";
import { user } from "../platform/db/schema";

/**
 * Tells whoever answers for a listing about a message or tour request: its realtor, or, when it
 * has none (see listingRealtorJoin), every active administrator, since the listing shows the
 * site's own contact. Nobody is told about what they sent themselves. The sender is the notice's
 * actor, so deleting their account takes it along. Each is also e-mailed at once,
 * as their settings allow. Meant for the transaction that stores the message.
 */
export async function notifyListingContact(
  tx: Database,
  mailer: AppMailer,
  realtorId: string | null,
  senderId: string | null,
  notification: NewNotification,
  mail: NoticeMail,
) {
  const recipients = realtorId
    ? [realtorId]
    : (await tx.select({ id: user.id }).from(user).where(activeAccountWithRole("admin"))).map(
        (admin) => admin.id,
      );
  for (const recipient of recipients) {
    if (recipient === senderId) continue;
    await notifyUser(tx, recipient, notification, senderId);
    await emailNotice(tx, mailer, recipient, mail);
  }
}
