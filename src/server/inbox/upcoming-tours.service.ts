import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import { CONVERSATION_LIST_MAX, type UpcomingTour } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { conversations, tourRequests } from "../platform/db/schema";
import { conversationListings, counterparts } from "./conversation-summary";
import { otherParty } from "./parties";
import { sideOf } from "./thread-access";
import { tourDateWindow } from "./tour-dates";
import { toTourSummary } from "./tour-summary";

/** The viewer's accepted tours from today (either side), soonest first ('Upcoming tours'). */
export async function upcomingTours(
  db: Database,
  viewerId: string,
  now = new Date(),
): Promise<UpcomingTour[]> {
  const rows = await db
    .select({ tour: tourRequests, thread: conversations })
    .from(tourRequests)
    .innerJoin(conversations, eq(conversations.id, tourRequests.conversationId))
    .where(
      and(
        eq(tourRequests.status, "accepted"),
        gte(tourRequests.tourDate, tourDateWindow(now).first),
        or(eq(conversations.memberId, viewerId), eq(conversations.realtorId, viewerId)),
      ),
    )
    .orderBy(
      asc(tourRequests.tourDate),
      sql`array_position(array['morning', 'afternoon', 'evening'], ${tourRequests.timeWindow})`,
      asc(tourRequests.createdAt),
    )
    .limit(CONVERSATION_LIST_MAX);
  const sides = rows.map(({ thread }) => sideOf(thread, viewerId) ?? "member");
  const [listings, people] = await Promise.all([
    conversationListings(
      db,
      rows.map(({ thread }) => thread.propertyId),
    ),
    counterparts(
      db,
      rows.map(({ thread }, index) => otherParty(thread, sides[index] ?? "member")),
    ),
  ]);
  return rows.map(({ tour, thread }, index) => {
    const side = sides[index] ?? "member";
    const counterpartId = otherParty(thread, side);
    return {
      ...toTourSummary(tour, side, now),
      listing: (thread.propertyId && listings.get(thread.propertyId)) || null,
      counterpart: people.get(counterpartId) ?? {
        id: counterpartId,
        name: "Someone",
        avatarUrl: null,
      },
      as: side,
    };
  });
}
