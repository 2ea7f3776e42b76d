import { asc, desc, eq } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookableListing, type BookingSummary } from "@/shared/bookings";
import type { BookingRequestInput } from "@/shared/schemas/bookings";
import { isListedProfessional } from "../directory/directory-query";
import { appendMessage } from "../inbox/messages.service";
import { openThread } from "../inbox/open-thread";
import type { ThreadAccess } from "../inbox/thread-access";
import { refuseOutsideWindow } from "../inbox/tour-dates";
import { findListing } from "../inquiries/inquiries.service";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { photographerBookings, properties } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { bookingEventText, tellBookingStep } from "./booking-notices";
import { photosOf } from "./booking-photos";
import { bookingRole, toBookingSummary } from "./booking-summary";

/** A block keeps its thread's rules; the words are the photographer's. */
async function openBookingThread(tx: Database, input: BookingRequestInput, realtorId: string) {
  try {
    // The realtor is the photographer's client: the thread's member side.
    return await openThread(tx, {
      propertyId: input.listingId,
      realtorId: input.photographerId,
      memberId: realtorId,
      source: "booking",
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "BLOCKED") {
      throw new ApiError("BLOCKED", BOOKING_MESSAGES.blocked);
    }
    throw error;
  }
}

/**
 * A realtor books a listed photographer for one of their own listings: the booking opens or
 * continues the thread between them, with its line there (the note stays on the booking's card), and the photographer hears of it in
 * the same transaction. 400 for a day outside the window; 404 for a photographer the directory
 * does not show or an unknown listing; 403 for another realtor's listing or a block; 409 while
 * another booking of the thread waits for an answer.
 */
export async function requestBooking(
  db: Database,
  mailer: AppMailer,
  realtorId: string,
  input: BookingRequestInput,
  now = new Date(),
): Promise<BookingSummary> {
  refuseOutsideWindow(input.date, now);
  if (!(await isListedProfessional(db, "photographer", input.photographerId))) {
    throw ApiError.notFound(BOOKING_MESSAGES.photographerNotFound);
  }
  const listing = await findListing(db, input.listingId);
  if (!listing) throw ApiError.notFound(BOOKING_MESSAGES.listingNotFound);
  if (listing.realtorId !== realtorId) throw ApiError.forbidden(BOOKING_MESSAGES.notYourListing);
  try {
    return await db.transaction(async (tx) => {
      const thread = await openBookingThread(tx, input, realtorId);
      const [row] = await tx
        .insert(photographerBookings)
        .values({
          propertyId: input.listingId,
          realtorId,
          photographerId: input.photographerId,
          conversationId: thread.id,
          shootDate: input.date,
          timeWindow: input.window,
          services: input.services,
          note: input.note || null,
        })
        .returning();
      if (!row) throw new Error("requestBooking: nothing inserted");
      await appendMessage(tx, thread, "member", realtorId, bookingEventText(row, null), "tour");
      await tellBookingStep(tx, mailer, thread, "member", realtorId, row, row.note);
      return toBookingSummary(row, "client", now);
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw ApiError.conflict(BOOKING_MESSAGES.pending);
    throw error;
  }
}

/** A thread's bookings as the caller sees them, oldest first. */
export async function threadBookings(
  db: Database,
  { thread, side }: ThreadAccess,
  now = new Date(),
): Promise<BookingSummary[]> {
  const rows = await db
    .select()
    .from(photographerBookings)
    .where(eq(photographerBookings.conversationId, thread.id))
    .orderBy(asc(photographerBookings.createdAt));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBookingSummary(row, bookingRole(side), now, photos.get(row.id)));
}

/** The realtor's own listings, newest first, for the booking dialog to choose from. */
export async function bookableListings(
  db: Database,
  realtorId: string,
): Promise<BookableListing[]> {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
    })
    .from(properties)
    .where(eq(properties.realtorId, realtorId))
    .orderBy(desc(properties.createdAt))
    .limit(200);
}
