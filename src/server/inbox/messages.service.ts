import { eq, sql } from "drizzle-orm";
import {
  type ConversationMessage,
  type ConversationSide,
  threadPath,
} from "@/shared/conversations";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { conversationMessageNotification } from "../notifications/events/conversation-message";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { conversationMessages, conversations } from "../platform/db/schema";
import { guestThreadLink } from "./guest-link";
import { accountName, guestName, listingTitle, otherParty, otherSide } from "./parties";
import { replyAddress } from "./reply-address";
import { refuseBlocked, refuseClosed, type Thread, type ThreadAccess } from "./thread-access";

/**
 * Adds a message to a thread: it becomes the thread's latest activity, counts as read by its
 * sender, and the realtor's first message sets their reply time (response time, decision 024).
 * Meant for the transaction of the event it reports.
 */
export async function appendMessage(
  tx: Database,
  thread: Thread,
  side: ConversationSide,
  senderId: string | null,
  body: string,
  kind: "message" | "tour",
) {
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: thread.id, senderId, body, kind })
    .returning();
  if (!row) throw new Error("appendMessage: nothing inserted");
  const at = row.createdAt;
  await tx
    .update(conversations)
    .set(
      side === "member"
        ? { lastMessageAt: at, memberReadAt: at }
        : {
            lastMessageAt: at,
            realtorReadAt: at,
            realtorFirstReplyAt: sql`coalesce(${conversations.realtorFirstReplyAt}, ${at})`,
            // A new lead the realtor answers has been contacted; a later stage they chose stays.
            stage: sql`case when ${conversations.stage} = 'new' then 'contacted' else ${conversations.stage} end`,
          },
    )
    .where(eq(conversations.id, thread.id));
  return row;
}

/**
 * A reply in a thread, by either side (`senderId` null: the thread's visitor without an account):
 * notified and e-mailed to the other one (as their settings allow) with a link back to the
 * thread; a visitor gets the realtor's reply by e-mail with their thread's signed link. 403
 * BLOCKED for a member the realtor blocked, 409 LISTING_CLOSED once the listing is gone.
 */
export async function postMessage(
  db: Database,
  mailer: AppMailer,
  { thread, side }: ThreadAccess,
  senderId: string | null,
  body: string,
  /** The inbound mail domain a visitor's e-mail reply comes back through, if any. */
  replyDomain?: string,
): Promise<ConversationMessage> {
  refuseClosed(thread);
  await refuseBlocked(db, thread.realtorId, thread.memberId);
  return db.transaction(async (tx) => {
    const row = await appendMessage(tx, thread, side, senderId, body, "message");
    const senderName = senderId ? await accountName(tx, senderId) : guestName(thread);
    const title = await listingTitle(tx, thread);
    const recipient = otherParty(thread, side);
    if (recipient) {
      const path = threadPath(otherSide(side), thread.id);
      await notifyUser(
        tx,
        recipient,
        conversationMessageNotification(senderName, title, body, path),
        senderId,
      );
      await emailNotice(tx, mailer, recipient, {
        kind: "conversation-message",
        props: { senderName, listingTitle: title, message: body, threadPath: path },
      });
    } else if (thread.contactEmail) {
      await mailer.enqueue(
        "guest-reply",
        thread.contactEmail,
        {
          guestName: guestName(thread),
          realtorName: senderName,
          listingTitle: title,
          message: body,
          threadLink: guestThreadLink(mailer, thread.id),
          replyAddress: replyAddress(mailer, replyDomain, thread.id),
        },
        tx,
      );
    }
    return {
      id: row.id,
      body: row.body,
      at: row.createdAt.toISOString(),
      fromMe: true,
      senderName,
      kind: "message",
    };
  });
}
