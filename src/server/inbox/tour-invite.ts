import { and, eq } from "drizzle-orm";
import { createEvent } from "ics";
import { TOUR_WINDOW_HOURS, type TourWindow } from "@/shared/conversations";
import type { Database } from "../platform/db/client";
import { conversations, properties, tourRequests } from "../platform/db/schema";
import { accountName } from "./parties";

/**
 * The calendar invitation (.ics) of an accepted tour, drawn from the tour as it is now (the
 * confirmation e-mail's job carries only the id); null when it is gone or no longer accepted.
 * The times are floating (no time zone): the window is the listing's local morning, afternoon
 * or evening wherever the reader's calendar is.
 */
export async function tourInvite(db: Database, tourId: string): Promise<string | null> {
  const [row] = await db
    .select({
      id: tourRequests.id,
      date: tourRequests.tourDate,
      window: tourRequests.timeWindow,
      memberId: conversations.memberId,
      realtorId: conversations.realtorId,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
    })
    .from(tourRequests)
    .innerJoin(conversations, eq(conversations.id, tourRequests.conversationId))
    .innerJoin(properties, eq(properties.id, tourRequests.propertyId))
    .where(and(eq(tourRequests.id, tourId), eq(tourRequests.status, "accepted")))
    .limit(1);
  if (!row?.window) return null;
  const [year, month, day] = row.date.split("-").map(Number) as [number, number, number];
  const hours = TOUR_WINDOW_HOURS[row.window as TourWindow];
  const [memberName, realtorName] = await Promise.all([
    accountName(db, row.memberId),
    accountName(db, row.realtorId),
  ]);
  const { error, value } = createEvent({
    uid: `tour-${row.id}@homescope`,
    productId: "homescope/tours",
    method: "PUBLISH",
    title: `Tour of ${row.title}`,
    description: `Tour of ${row.title} with ${realtorName} (realtor) and ${memberName}.`,
    location: `${row.address}, ${row.city}, ${row.state} ${row.zip}`,
    start: [year, month, day, hours.start, 0],
    end: [year, month, day, hours.end, 0],
    startInputType: "local",
    startOutputType: "local",
    endInputType: "local",
    endOutputType: "local",
    status: "CONFIRMED",
  });
  if (error || !value) throw error ?? new Error("tourInvite: no calendar text");
  return value;
}
