import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { CONVERSATION_LIST_MAX, type TourStatus, type UpcomingTour } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { conversations, tourRequests } from "../platform/db/schema";
import { conversationListings, counterpartOf, counterparts } from "./conversation-summary";
import { otherParty } from "./parties";
import { sideOf } from "./thread-access";
import { tourDateWindow } from "./tour-dates";
import { toTourSummary } from "./tour-summary";

/** Which tours: by status, on the member's side only, of one listing only. */
export interface TourFilter {
  statuses?: TourStatus[];
  asMember?: boolean;
  listingId?: string;
}

/**
 * The viewer's tours from today (either side), soonest first: accepted ones for 'Upcoming tours'
 * unless `filter` asks for others (a buyer's requests still waiting, on their dashboard and the
 * listing).
 */
export async function upcomingTours(
  db: Database,
  viewerId: string,
  now = new Date(),
  filter: TourFilter = {},
): Promise<UpcomingTour[]> {
  const rows = await db
    .select({ tour: tourRequests, thread: conversations })
    .from(tourRequests)
    .innerJoin(conversations, eq(conversations.id, tourRequests.conversationId))
    .where(
      and(
        inArray(tourRequests.status, filter.statuses ?? ["accepted"]),
        gte(tourRequests.tourDate, tourDateWindow(now).first),
        filter.asMember
          ? eq(conversations.memberId, viewerId)
          : or(eq(conversations.memberId, viewerId), eq(conversations.realtorId, viewerId)),
        filter.listingId ? eq(tourRequests.propertyId, filter.listingId) : undefined,
      ),
    )
    .orderBy(
      asc(tourRequests.tourDate),
      asc(tourRequests.startsAt),
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
    return {
      ...toTourSummary(tour, side, now),
      listing: (thread.propertyId && listings.get(thread.propertyId)) || null,
      counterpart: counterpartOf(thread, side, people),
      as: side,
    };
  });
}
