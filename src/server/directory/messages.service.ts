import type { DirectoryKind } from "@/shared/directory";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import { emailNotice } from "../notices/email-notice";
import type { AppMailer } from "../notices/templates";
import type { NewNotification } from "../notifications/notification-texts";
import { preview } from "../notifications/notification-texts";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { directoryMessages } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../properties/ids";
import { isListedProfessional } from "./directory-query";

/**
 * For the professional: who wrote, the address to answer (there is no inbox to reply from) and
 * the start of the message.
 */
function directoryMessageReceived(senderName: string, email: string, message: string) {
  return {
    kind: "directory_message",
    title: `New message from ${senderName}`,
    body: `${email}: ${preview(message)}`,
    link: null,
  } satisfies NewNotification;
}

/**
 * Stores a Contact message for a listed realtor or photographer and notifies and e-mails them in
 * the same transaction; null when the id is not someone the directory of that kind shows. The text is
 * plain text, stored as sent (already cleaned of control characters), never to be shown as HTML.
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
      if (row && recipientId !== senderId) {
        await notifyUser(
          tx,
          recipientId,
          directoryMessageReceived(input.name, input.email, input.message),
          senderId,
        );
        await emailNotice(tx, mailer, recipientId, {
          kind: "message-received",
          props: { senderName: input.name, senderEmail: input.email, message: input.message },
        });
      }
      return row ?? null;
    });
  } catch (error) {
    // The account was deleted between the check and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
