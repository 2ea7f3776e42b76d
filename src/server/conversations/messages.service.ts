import { eq, sql } from "drizzle-orm";
import {
  type ConversationMessage,
  type ConversationSide,
  threadPath,
} from "@/shared/conversations";
import type { Database } from "../db/client";
import { conversationMessages, conversations, properties, user } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { emailNotice } from "../notices/email-notice";
import { nameOrEmailPrefix, preview } from "../notifications/notification-texts";
import { notifyUser } from "../notifications/notifications.service";
import { refuseBlocked, refuseClosed, type Thread, type ThreadAccess } from "./thread-access";

export const otherSide = (side: ConversationSide): ConversationSide =>
  side === "member" ? "realtor" : "member";

export const otherParty = (thread: Thread, side: ConversationSide) =>
  side === "member" ? thread.realtorId : thread.memberId;

/** An account's name as the other side sees it ("Someone" once it is gone). */
export async function accountName(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row ? nameOrEmailPrefix(row) : "Someone";
}

export async function listingTitle(db: Database, thread: Thread): Promise<string | null> {
  if (!thread.propertyId) return null;
  const [row] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, thread.propertyId))
    .limit(1);
  return row?.title ?? null;
}

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
  mailer: Mailer,
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
      {
        kind: "conversation_message",
        title: title ? `${senderName} wrote about ${title}` : `New message from ${senderName}`,
        body: preview(body),
        link: path,
      },
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
