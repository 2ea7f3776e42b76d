import { threadPath } from "@/shared/conversations";
import type { DirectoryKind } from "@/shared/directory";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import { appendMessage } from "../inbox/messages.service";
import { openThread } from "../inbox/open-thread";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import {
  directoryMessageNotification,
  messageReceivedProps,
} from "../notifications/events/message-received";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { directoryMessages } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../properties/ids";
import { isListedProfessional } from "./directory-query";

/**
 * Stores a Contact message for a listed realtor or photographer and notifies and e-mails them in
 * the same transaction; null when the id is not someone the directory of that kind shows. It
 * reaches their Inbox as a thread (the sender's, or a visitor's answered by e-mail). The text is plain text, stored as sent (already cleaned of
 * control characters), never to be shown as HTML. 403 BLOCKED when the realtor blocked the member.
 */
export async function sendDirectoryMessage(
  db: Database,
  mailer: AppMailer,
  kind: DirectoryKind,
  recipientId: string,
  senderId: string | null,
  input: ContactAgentInput,
): Promise<{ id: string } | null> {
  if (!(await isListedProfessional(db, kind, recipientId))) return null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(directoryMessages)
        .values({
          recipientId,
          senderId,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          message: input.message,
        })
        .returning({ id: directoryMessages.id });
      // Writing to oneself (trying out the form) needs no notice.
      if (!row || recipientId === senderId) return row ?? null;
      const thread = await openThread(tx, {
        propertyId: null,
        realtorId: recipientId,
        memberId: senderId,
        source: "directory",
        contact: input,
      });
      await appendMessage(tx, thread, "member", senderId, input.message, "message");
      const path = threadPath("realtor", thread.id);
      await notifyUser(
        tx,
        recipientId,
        directoryMessageNotification(input, input.message, path),
        senderId,
      );
      await emailNotice(tx, mailer, recipientId, {
        kind: "message-received",
        props: messageReceivedProps(input, undefined, path),
      });
      return row;
    });
  } catch (error) {
    // The account was deleted between the check and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
