import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type {
  ConversationCounterpart,
  ConversationListing,
  ConversationSide,
  ConversationSummary,
} from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import {
  conversationMessages,
  conversations,
  profiles,
  properties,
  realtorBlocks,
  tourRequests,
  user,
} from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { summaryColumns, withCovers } from "../properties/properties.service";
import { nameOrEmailPrefix } from "../users/display-name";
import { leadBadge } from "./lead-badge";
import { guestName, otherParty } from "./parties";
import { sideOf, type Thread } from "./thread-access";
import { isOpenTour, type TourRow, toTourSummary } from "./tour-summary";
import { unreadBy } from "./unread";

/** The listings threads are about, as their cards show them, by id; deleted ones absent. */
export async function conversationListings(
  db: Database,
  ids: (string | null)[],
): Promise<Map<string, ConversationListing>> {
  const present = [...new Set(ids.filter((id): id is string => id !== null))];
  if (present.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(inArray(properties.id, present));
  const cards = await withCovers(db, rows);
  return new Map(
    cards.map((card) => [
      card.id,
      {
        id: card.id,
        title: card.title,
        price: card.price,
        address: card.address,
        city: card.city,
        state: card.state,
        coverUrl: card.image?.src ?? null,
      },
    ]),
  );
}

/** Accounts as the other side of a thread shows them, by id (nulls, visitors, skipped). */
export async function counterparts(
  db: Database,
  given: (string | null)[],
): Promise<Map<string, ConversationCounterpart>> {
  const ids = given.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, avatarKey: profiles.avatarKey })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: nameOrEmailPrefix(row),
        avatarUrl: row.avatarKey ? mediaUrl(row.avatarKey) : null,
      },
    ]),
  );
}

/** Each thread's latest message, by thread id. */
async function lastMessages(db: Database, threadIds: string[]) {
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId], {
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, threadIds))
    .orderBy(
      conversationMessages.conversationId,
      desc(conversationMessages.createdAt),
      desc(conversationMessages.id),
    );
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** The viewer's unread messages in each thread (see unreadBy). */
async function unreadCounts(db: Database, threads: Thread[], viewerId: string) {
  const rows = await db
    .select({
      conversationId: conversationMessages.conversationId,
      unread: sql<number>`count(*)::int`,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(
          conversationMessages.conversationId,
          threads.map((thread) => thread.id),
        ),
        unreadBy(viewerId),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

async function latestOpenTours(db: Database, threadIds: string[], now: Date) {
  const rows = await db
    .select()
    .from(tourRequests)
    .where(
      and(
        inArray(tourRequests.conversationId, threadIds),
        inArray(tourRequests.status, ["requested", "proposed", "accepted"]),
      ),
    )
    .orderBy(desc(tourRequests.createdAt));
  const byThread = new Map<string, TourRow>();
  for (const row of rows) {
    if (row.conversationId && !byThread.has(row.conversationId) && isOpenTour(row, now)) {
      byThread.set(row.conversationId, row);
    }
  }
  return byThread;
}

/**
 * The other side as `side` sees them: their account, "Someone" once it is gone, or the name a
 * visitor without an account gave.
 */
export function counterpartOf(
  thread: Thread,
  side: ConversationSide,
  people: Map<string, ConversationCounterpart>,
): ConversationCounterpart {
  const id = otherParty(thread, side);
  if (!id) return { id: null, name: guestName(thread), avatarUrl: null };
  return people.get(id) ?? { id, name: "Someone", avatarUrl: null };
}

async function blockedPairs(db: Database, all: Thread[]) {
  const threads = all.filter((thread) => thread.memberId !== null);
  if (threads.length === 0) return new Set<string>();
  const rows = await db
    .select({ realtorId: realtorBlocks.realtorId, memberId: realtorBlocks.memberId })
    .from(realtorBlocks)
    .where(
      or(
        ...threads.map((thread) =>
          and(
            eq(realtorBlocks.realtorId, thread.realtorId),
            eq(realtorBlocks.memberId, thread.memberId as string),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.realtorId} ${row.memberId}`));
}

/** Threads as `viewerId` (one of each thread's two people) sees them in a list. */
export async function summarizeThreads(
  db: Database,
  threads: Thread[],
  viewerId: string,
  now = new Date(),
): Promise<ConversationSummary[]> {
  if (threads.length === 0) return [];
  const ids = threads.map((thread) => thread.id);
  const sides = threads.map((thread) => sideOf(thread, viewerId) ?? "member");
  const [listings, people, last, unread, tours, blocked] = await Promise.all([
    conversationListings(
      db,
      threads.map((thread) => thread.propertyId),
    ),
    counterparts(
      db,
      threads.map((thread, index) => otherParty(thread, sides[index] ?? "member")),
    ),
    lastMessages(db, ids),
    unreadCounts(db, threads, viewerId),
    latestOpenTours(db, ids, now),
    blockedPairs(db, threads),
  ]);
  return threads.map((thread, index) => {
    const side = sides[index] ?? "member";
    const message = last.get(thread.id);
    const tour = tours.get(thread.id);
    return {
      id: thread.id,
      as: side,
      listing: (thread.propertyId && listings.get(thread.propertyId)) || null,
      counterpart: counterpartOf(thread, side, people),
      lastMessage: {
        body: message?.body ?? "",
        at: (message?.createdAt ?? thread.lastMessageAt).toISOString(),
        fromMe: message !== undefined && message.senderId === viewerId,
      },
      unreadCount: unread.get(thread.id) ?? 0,
      openTour: tour ? toTourSummary(tour, side, now) : null,
      blocked: blocked.has(`${thread.realtorId} ${thread.memberId}`),
      lead: side === "realtor" ? leadBadge(thread) : null,
    };
  });
}
