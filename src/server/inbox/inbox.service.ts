import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import {
  CONVERSATION_LIST_MAX,
  type ConversationSide,
  type ConversationSummary,
  type ConversationThread,
  THREAD_MESSAGES_MAX,
  type UnreadCounts,
} from "@/shared/conversations";
import type { LeadStage } from "@/shared/leads";
import type { Database } from "../platform/db/client";
import { conversationMessages, conversations, tourRequests } from "../platform/db/schema";
import { counterparts, summarizeThreads } from "./conversation-summary";
import { leadDetails } from "./leads.service";
import { guestName } from "./parties";
import type { ThreadAccess } from "./thread-access";
import { toTourSummary } from "./tour-summary";
import { unreadBy } from "./unread";

/**
 * The viewer's threads on one side, newest activity first (the Messages tab or the Inbox); the
 * realtor may keep only the leads at one stage.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  side: ConversationSide,
  stage?: LeadStage,
): Promise<ConversationSummary[]> {
  const column = side === "member" ? conversations.memberId : conversations.realtorId;
  const threads = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(column, viewerId),
        side === "realtor" && stage ? eq(conversations.stage, stage) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATION_LIST_MAX);
  return summarizeThreads(db, threads, viewerId);
}

/** One thread with its messages (oldest first, the newest THREAD_MESSAGES_MAX) and its tours. */
export async function getThread(
  db: Database,
  access: ThreadAccess,
  viewerId: string,
  now = new Date(),
): Promise<ConversationThread> {
  const { thread, side } = access;
  const [[summary], newestFirst, tours, people, lead] = await Promise.all([
    summarizeThreads(db, [thread], viewerId, now),
    db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread.id))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(THREAD_MESSAGES_MAX),
    db
      .select()
      .from(tourRequests)
      .where(eq(tourRequests.conversationId, thread.id))
      .orderBy(asc(tourRequests.createdAt)),
    counterparts(db, [thread.memberId, thread.realtorId]),
    side === "realtor" ? leadDetails(db, thread) : null,
  ]);
  if (!summary) throw new Error("getThread: no summary");
  return {
    conversation: summary,
    lead,
    messages: newestFirst.reverse().map((row) => ({
      id: row.id,
      body: row.body,
      at: row.createdAt.toISOString(),
      fromMe: row.senderId === viewerId,
      senderName: row.senderId ? (people.get(row.senderId)?.name ?? "Someone") : guestName(thread),
      kind: row.kind === "tour" ? "tour" : "message",
    })),
    tours: tours.map((tour) => toTourSummary(tour, side, now)),
  };
}

/** Marks the thread read up to now for the caller's side. */
export async function markRead(db: Database, { thread, side }: ThreadAccess): Promise<void> {
  await db
    .update(conversations)
    .set(side === "member" ? { memberReadAt: sql`now()` } : { realtorReadAt: sql`now()` })
    .where(eq(conversations.id, thread.id));
}

/** Unread messages per side, for the header menu and the dashboard tabs. */
export async function unreadTotals(db: Database, viewerId: string): Promise<UnreadCounts> {
  const rows = await db
    .select({
      member: sql<number>`count(*) filter (where ${conversations.memberId} = ${viewerId})::int`,
      realtor: sql<number>`count(*) filter (where ${conversations.realtorId} = ${viewerId})::int`,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        or(eq(conversations.memberId, viewerId), eq(conversations.realtorId, viewerId)),
        unreadBy(viewerId),
      ),
    );
  return { member: rows[0]?.member ?? 0, realtor: rows[0]?.realtor ?? 0 };
}
