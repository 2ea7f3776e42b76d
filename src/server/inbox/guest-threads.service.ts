import { and, asc, eq, isNull } from "drizzle-orm";
import { CONVERSATION_MESSAGES, THREAD_MESSAGES_MAX } from "@/shared/conversations";
import type { GuestThread } from "@/shared/leads";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { conversationMessages, conversations } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { conversationListings, counterparts } from "./conversation-summary";
import { isGuestThreadKey } from "./guest-link";
import { guestName } from "./parties";
import { isClosed, type ThreadAccess } from "./thread-access";

/**
 * A visitor's thread opened by its signed link; 404 for a wrong key or a member's thread, so a
 * thread's existence is not told to others.
 */
export async function guestThreadFor(
  db: Database,
  mailer: AppMailer,
  id: string,
  key: string,
): Promise<ThreadAccess> {
  if (!isUuid(id) || !isGuestThreadKey(mailer, id, key)) {
    throw ApiError.notFound(CONVERSATION_MESSAGES.notFound);
  }
  return guestThreadOf(db, id);
}

/** A visitor's thread whose key was checked; 404 for a member's thread or none. */
export async function guestThreadOf(db: Database, id: string): Promise<ThreadAccess> {
  const [thread] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isNull(conversations.memberId)))
    .limit(1);
  if (!thread) throw ApiError.notFound(CONVERSATION_MESSAGES.notFound);
  return { thread, side: "member" };
}

/** The thread as its visitor reads it: the oldest THREAD_MESSAGES_MAX messages onward. */
export async function guestThreadView(
  db: Database,
  { thread }: ThreadAccess,
): Promise<GuestThread> {
  const [rows, people, listings] = await Promise.all([
    db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread.id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
      .limit(THREAD_MESSAGES_MAX),
    counterparts(db, [thread.realtorId]),
    conversationListings(db, [thread.propertyId]),
  ]);
  const realtor = people.get(thread.realtorId) ?? {
    id: thread.realtorId,
    name: "Someone",
    avatarUrl: null,
  };
  const listing = thread.propertyId ? listings.get(thread.propertyId) : undefined;
  const visitor = guestName(thread);
  return {
    id: thread.id,
    guestName: visitor,
    realtor: { id: thread.realtorId, name: realtor.name, avatarUrl: realtor.avatarUrl },
    listing: listing ? { id: listing.id, title: listing.title } : null,
    closed: isClosed(thread),
    messages: rows.map((row) => ({
      id: row.id,
      body: row.body,
      at: row.createdAt.toISOString(),
      fromMe: row.senderId === null,
      senderName: row.senderId === null ? visitor : realtor.name,
    })),
  };
}
