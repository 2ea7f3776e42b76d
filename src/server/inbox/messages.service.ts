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
import { accountName, listingTitle, otherParty, otherSide } from "./parties";
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
  senderId: string,
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
          },
    )
    .where(eq(conversations.id, thread.id));
  return row;
}

/**
 * A reply in a thread, by either side: notified and e-mailed to the other one (as their settings
 * allow) with a link back to the thread. 403 BLOCKED for a member the realtor blocked, 409
 * LISTING_CLOSED once the listing is gone.
 */
export async function postMessage(
  db: Database,
  mailer: AppMailer,
  { thread, side }: ThreadAccess,
  senderId: string,
  body: string,
): Promise<ConversationMessage> {
  refuseClosed(thread);
  await refuseBlocked(db, thread.realtorId, thread.memberId);
  return db.transaction(async (tx) => {
    const row = await appendMessage(tx, thread, side, senderId, body, "message");
    const senderName = await accountName(tx, senderId);
    const recipientSide = otherSide(side);
    const recipient = otherParty(thread, side);
    const path = threadPath(recipientSide, thread.id);
    const title = await listingTitle(tx, thread);
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
