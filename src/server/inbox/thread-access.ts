import { and, eq } from "drizzle-orm";
import { CONVERSATION_MESSAGES, type ConversationSide } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { conversations, realtorBlocks } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";

export type Thread = typeof conversations.$inferSelect;

export interface ThreadAccess {
  thread: Thread;
  /** The caller's side of it. */
  side: ConversationSide;
}

const threadNotFound = () => ApiError.notFound(CONVERSATION_MESSAGES.notFound);

/** Which side of the thread an account is on; null for anyone else (administrators too). */
export function sideOf(thread: Thread, userId: string): ConversationSide | null {
  if (thread.memberId === userId) return "member";
  if (thread.realtorId === userId) return "realtor";
  return null;
}

/**
 * The thread and the caller's side; 404 for anyone who is not one of its two people, so a
 * thread's existence is not told to others.
 */
export async function threadFor(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<ThreadAccess> {
  if (!isUuid(conversationId)) throw threadNotFound();
  const [thread] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  const side = thread ? sideOf(thread, userId) : null;
  if (!thread || !side) throw threadNotFound();
  return { thread, side };
}

/** The side's own action, or 403 for the other one (e.g. a member blocking). */
export function requireSide(access: ThreadAccess, side: ConversationSide): void {
  if (access.side !== side) throw ApiError.forbidden();
}

async function isBlocked(db: Database, realtorId: string, memberId: string) {
  const rows = await db
    .select({ realtorId: realtorBlocks.realtorId })
    .from(realtorBlocks)
    .where(and(eq(realtorBlocks.realtorId, realtorId), eq(realtorBlocks.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/** 403 BLOCKED when the realtor blocked the member. */
export async function refuseBlocked(db: Database, realtorId: string, memberId: string) {
  if (await isBlocked(db, realtorId, memberId)) {
    throw new ApiError("BLOCKED", CONVERSATION_MESSAGES.blocked);
  }
}

/** 409 LISTING_CLOSED once the thread's listing is gone. */
export function refuseClosed(thread: Thread): void {
  if (thread.propertyId === null) {
    throw new ApiError("LISTING_CLOSED", CONVERSATION_MESSAGES.listingClosed);
  }
}

/**
 * The thread between a member and a listing's realtor about it, opened on first contact. Pass
 * the transaction that stores the first message. 403 BLOCKED when the realtor blocked them.
 */
export async function openThread(
  tx: Database,
  propertyId: string,
  memberId: string,
  realtorId: string,
): Promise<Thread> {
  await refuseBlocked(tx, realtorId, memberId);
  await tx
    .insert(conversations)
    .values({ propertyId, memberId, realtorId })
    .onConflictDoNothing({
      target: [conversations.propertyId, conversations.memberId, conversations.realtorId],
    });
  const [thread] = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.propertyId, propertyId),
        eq(conversations.memberId, memberId),
        eq(conversations.realtorId, realtorId),
      ),
    )
    .limit(1);
  if (!thread) throw new Error("openThread: the thread vanished");
  return thread;
}
