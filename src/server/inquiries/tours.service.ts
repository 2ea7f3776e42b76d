import { eq } from "drizzle-orm";
import { CONVERSATION_MESSAGES, TOUR_WINDOW_LABELS, threadPath } from "@/shared/conversations";
import { LISTING_STATUS_MESSAGES, type ListingStatus, TOURS_OFFERED } from "@/shared/listing-life";
import type { TourRequestInput } from "@/shared/schemas/inquiries";
import { TOUR_CALENDAR_MESSAGES } from "@/shared/tour-calendar";
import { countEvent } from "../analytics/counters.service";
import { appendMessage } from "../inbox/messages.service";
import { openThread } from "../inbox/open-thread";
import { refuseOutsideWindow } from "../inbox/tour-dates";
import { tourEventText } from "../inbox/tour-notices";
import { slotTimeText } from "../inbox/tour-summary";
import type { AppMailer } from "../notifications/events";
import { tourRequestedNotification } from "../notifications/events/tour-requested";
import { tourDayLabel } from "../notifications/texts";
import type { Database } from "../platform/db/client";
import { tourRequests, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { heldColumns } from "../tour-calendar/held-columns";
import { holdSlot, isSlotClash } from "../tour-calendar/tour-slots.service";
import { nameOrEmailPrefix } from "../users/display-name";
import { findListing } from "./inquiries.service";
import { notifyListingContact } from "./notify-listing-contact";

export interface RequestedTour {
  id: string;
  date: string;
  /** A window request's window; null for a booked slot. */
  window: string | null;
  /** A booked slot's start (ISO); null for a window request. */
  startsAt: string | null;
  /** The thread with the listing's realtor; null when the site answers for the listing. */
  conversationId: string | null;
}

/**
 * Records a tour request and notifies and e-mails the listing's realtor (the administrators when
 * it has none) in the same transaction. With a realtor, the request opens or continues the
 * member's thread with them, where the realtor answers it.
 * A request for a slot holds it on the realtor's calendar (tour-slots.service): 400 for a time the
 * listing does not offer, 409 when another tour took it first. A day-and-window request (from
 * older clients) holds nothing.
 * Null when there is no such listing; 400 for a day outside the window; 403 BLOCKED when the
 * realtor blocked the member; 409 while another request of the thread waits for an answer, or
 * when the home is closed or off the market.
 */
export async function requestTour(
  db: Database,
  mailer: AppMailer,
  propertyId: string,
  userId: string,
  input: TourRequestInput,
  now = new Date(),
): Promise<RequestedTour | null> {
  if (!input.startsAt) refuseOutsideWindow(input.date ?? "", now);
  const listing = await findListing(db, propertyId);
  if (!listing) return null;
  // A sold, rented or withdrawn home has nothing left to tour.
  if (!TOURS_OFFERED.includes(listing.status as ListingStatus)) {
    throw ApiError.conflict(LISTING_STATUS_MESSAGES.toursClosed);
  }
  const { realtorId } = listing;
  try {
    return await db.transaction(async (tx) => {
      const thread =
        realtorId && realtorId !== userId
          ? await openThread(tx, {
              propertyId,
              realtorId,
              memberId: userId,
              source: input.source ?? "listing",
            })
          : null;
      const held = input.startsAt
        ? await holdSlot(tx, listing, input.startsAt, { offeredOnly: true }, now)
        : null;
      const [row] = await tx
        .insert(tourRequests)
        .values({
          propertyId,
          realtorId,
          userId,
          conversationId: thread?.id ?? null,
          ...(held
            ? { ...heldColumns(held), mode: input.mode ?? "in_person" }
            : { tourDate: input.date ?? "", timeWindow: input.window ?? null }),
          message: input.message || null,
        })
        .returning();
      if (!row) return null;
      await countEvent(tx, "listing", propertyId, "tours", userId);
      if (thread) {
        await appendMessage(tx, thread, "member", userId, tourEventText(row, null), "tour");
        if (input.message)
          await appendMessage(tx, thread, "member", userId, input.message, "message");
      }
      const [requester] = await tx
        .select({ name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, userId));
      const name = requester ? nameOrEmailPrefix(requester) : "Someone";
      const path = thread ? threadPath("realtor", thread.id) : undefined;
      const notice = tourRequestedNotification(listing, name, row.tourDate);
      await notifyListingContact(
        tx,
        mailer,
        realtorId,
        userId,
        path ? { ...notice, link: path } : notice,
        {
          kind: "tour-requested",
          props: {
            requesterName: name,
            listingTitle: listing.title,
            day: tourDayLabel(row.tourDate),
            window: input.window ? TOUR_WINDOW_LABELS[input.window] : slotTimeText(row),
            message: input.message || null,
            ...(path ? { threadPath: path } : {}),
          },
        },
      );
      return {
        id: row.id,
        date: row.tourDate,
        window: row.timeWindow,
        startsAt: row.startsAt?.toISOString() ?? null,
        conversationId: thread?.id ?? null,
      };
    });
  } catch (error) {
    if (isSlotClash(error)) throw ApiError.conflict(TOUR_CALENDAR_MESSAGES.slotTaken);
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw ApiError.conflict(CONVERSATION_MESSAGES.tourPending);
    if (state === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
