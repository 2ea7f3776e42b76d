import { eq } from "drizzle-orm";
import { TOUR_MAX_DAYS_AHEAD } from "@/shared/properties";
import type { TourRequestInput } from "@/shared/schemas/inquiries";
import type { Database } from "../db/client";
import { tourRequests, user } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { displayName, tourDayLabel, tourRequested } from "../notifications/notification-texts";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { findListing } from "./inquiries.service";
import { notifyListingContact } from "./notify-listing-contact";

const DAY_MS = 86_400_000;

/**
 * The days a tour may be booked for, as YYYY-MM-DD. The visitor picks a day in their own
 * calendar, which can be a day behind or ahead of UTC, so yesterday (UTC) is still accepted.
 */
export function tourDateWindow(now: Date): { first: string; last: string } {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return { first: day(-1), last: day(TOUR_MAX_DAYS_AHEAD) };
}

/**
 * Records a tour request for the listing's realtor and notifies and e-mails them (the
 * administrators when it has none) in the same transaction.
 * Null when there is no such listing; 400 for a day outside the window; 409 when the user
 * already asked for that listing on that day.
 */
export async function requestTour(
  db: Database,
  mailer: Mailer,
  propertyId: string,
  userId: string,
  input: TourRequestInput,
  now = new Date(),
): Promise<{ id: string; date: string } | null> {
  const { first, last } = tourDateWindow(now);
  if (input.date < first || input.date > last) {
    throw ApiError.validation([
      { path: "date", message: `Choose a day within the next ${TOUR_MAX_DAYS_AHEAD} days` },
    ]);
  }
  const listing = await findListing(db, propertyId);
  if (!listing) return null;
  const { realtorId } = listing;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tourRequests)
        .values({
          propertyId,
          realtorId,
          userId,
          tourDate: input.date,
          message: input.message || null,
        })
        .returning({ id: tourRequests.id, date: tourRequests.tourDate });
      if (row) {
        const [requester] = await tx
          .select({ name: user.name, email: user.email })
          .from(user)
          .where(eq(user.id, userId));
        const name = requester ? displayName(requester) : "Someone";
        await notifyListingContact(
          tx,
          mailer,
          realtorId,
          userId,
          tourRequested(listing, name, row.date),
          {
            kind: "tour-requested",
            props: {
              requesterName: name,
              listingTitle: listing.title,
              day: tourDayLabel(row.date),
              message: input.message || null,
            },
          },
        );
      }
      return row ?? null;
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) {
      throw ApiError.conflict("You already requested a tour of this property on that day.");
    }
    if (state === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
