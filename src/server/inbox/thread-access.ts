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

/** 403 BLOCKED when the realtor blocked the member (a visitor without an account has no block). */
export async function refuseBlocked(db: Database, realtorId: string, memberId: string | null) {
  if (memberId && (await isBlocked(db, realtorId, memberId))) {
    throw new ApiError("BLOCKED", CONVERSATION_MESSAGES.blocked);
  }
}

/** A thread about a listing closes when the listing is gone; a directory one has none to lose. */
export const isClosed = (thread: Thread) =>
  thread.propertyId === null && thread.source !== "directory";

/** 409 LISTING_CLOSED once the thread's listing is gone. */
export function refuseClosed(thread: Thread): void {
  if (isClosed(thread)) {
    throw new ApiError("LISTING_CLOSED", CONVERSATION_MESSAGES.listingClosed);
  }
}
