import { and, eq } from "drizzle-orm";
import { TOUR_WINDOW_HOURS, type TourWindow } from "@/shared/conversations";
import { listingTimeZone } from "@/shared/listing-time-zone";
import { listingPlace } from "@/shared/listing-title";
import type { TourMode } from "@/shared/tour-calendar";
import { zonedInstant } from "@/shared/zoned-time";
import type { Database } from "../platform/db/client";
import { conversations, properties, tourRequests, user } from "../platform/db/schema";
import { tourInviteText } from "./tour-invite-text";

const pad = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** A tour's span: its booked slot, or (a window request) the window's hours that day. */
function span(row: {
  date: string;
  window: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  zone: string;
}): { start: Date; end: Date } | null {
  if (row.startsAt && row.endsAt) return { start: row.startsAt, end: row.endsAt };
  const hours = TOUR_WINDOW_HOURS[(row.window ?? "") as TourWindow];
  if (!hours) return null;
  const start = zonedInstant(row.date, pad(hours.start), row.zone);
  const end = zonedInstant(row.date, pad(hours.end), row.zone);
  return start && end ? { start, end } : null;
}

/** The name an account chose, or null: an invitation never shows an e-mail or a username. */
async function chosenName(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id)).limit(1);
  return row?.name.trim() || null;
}

/**
 * The calendar invitation (.ics) of an accepted tour, drawn from the tour as it is now (the
 * confirmation e-mail's job carries only the id); null when it is gone or no longer accepted.
 * A window request's times are the window's hours on the listing's clock.
 */
export async function tourInvite(db: Database, tourId: string): Promise<string | null> {
  const [row] = await db
    .select({
      id: tourRequests.id,
      date: tourRequests.tourDate,
      window: tourRequests.timeWindow,
      startsAt: tourRequests.startsAt,
      endsAt: tourRequests.endsAt,
      timeZone: tourRequests.timeZone,
      mode: tourRequests.mode,
      memberId: tourRequests.userId,
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
  if (!row) return null;
  const zone = row.timeZone ?? listingTimeZone(row.state);
  const when = span({ ...row, zone });
  if (!when) return null;
  const [memberName, realtorName] = await Promise.all([
    chosenName(db, row.memberId),
    chosenName(db, row.realtorId),
  ]);
  return tourInviteText({
    id: row.id,
    title: row.title,
    place: listingPlace(row),
    ...when,
    zone,
    mode: row.mode as TourMode | null,
    realtorName,
    memberName,
  });
}
