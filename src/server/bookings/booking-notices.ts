import { BOOKING_SERVICE_LABELS, type BookingService, type BookingStatus } from "@/shared/bookings";
import { type ConversationSide, threadPath } from "@/shared/conversations";
import { accountName, listingTitle, otherAccount, otherSide } from "../inbox/parties";
import type { Thread } from "../inbox/thread-access";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { bookingUpdateNotification } from "../notifications/events/booking-change";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { type BookingRow, bookingSlot } from "./booking-summary";

const VERBS: Partial<Record<BookingStatus, string>> = {
  requested: "Booked a shoot",
  proposed: "Proposed another time",
  accepted: "Accepted the shoot",
  declined: "Declined the shoot",
  cancelled: "Cancelled the shoot",
  delivered: "Delivered the shoot",
  completed: "Added the shoot to the listing",
};

const servicesText = (row: BookingRow) =>
  row.services.map((service) => BOOKING_SERVICE_LABELS[service as BookingService]).join(", ");

/**
 * The thread's line for a booking's step, e.g. "Booked a shoot: Tue, Dec 1, morning (Photos)";
 * after the shoot, what was handed over, e.g. "Delivered the photos: 12 photos".
 */
export function bookingEventText(row: BookingRow, detail: string | null): string {
  const verb = VERBS[row.status as BookingStatus] ?? "Updated the shoot";
  if (row.status === "delivered" || row.status === "completed") {
    return detail ? `${verb}: ${detail}` : verb;
  }
  const line =
    row.status === "requested"
      ? `${verb}: ${bookingSlot(row)} (${servicesText(row)})`
      : `${verb}: ${bookingSlot(row)}`;
  return detail ? `${line}. ${detail}` : line;
}

function summaryLine(row: BookingRow, actorName: string, title: string | null): string {
  const listing = title ?? "the listing";
  const slot = bookingSlot(row);
  switch (row.status as BookingStatus) {
    case "proposed":
      return `${actorName} proposed another time for the shoot of ${listing}: ${slot}.`;
    case "accepted":
      return `${actorName} confirmed the shoot of ${listing} on ${slot}.`;
    case "declined":
      return `${actorName} declined the shoot of ${listing} on ${slot}.`;
    case "cancelled":
      return `${actorName} cancelled the shoot of ${listing} on ${slot}.`;
    case "delivered":
      return `${actorName} delivered the photos of ${listing}. Choose the ones to add to the listing.`;
    case "completed":
      return `${actorName} added your photos to ${listing}.`;
    default:
      return `${actorName} would like to book you for ${listing} on ${slot}: ${servicesText(row)}.`;
  }
}

/**
 * Tells the other person of the thread about a booking's step, in its transaction: a notice in
 * the app, and an e-mail if their settings allow it.
 */
export async function tellBookingStep(
  tx: Database,
  mailer: AppMailer,
  thread: Thread,
  actorSide: ConversationSide,
  actorId: string,
  row: BookingRow,
  quote: string | null,
): Promise<void> {
  const title = await listingTitle(tx, thread);
  const summary = summaryLine(row, await accountName(tx, actorId), title);
  const recipient = otherAccount(thread, actorSide);
  const path = threadPath(otherSide(actorSide), thread.id);
  await notifyUser(tx, recipient, bookingUpdateNotification(title, summary, path), actorId);
  await emailNotice(tx, mailer, recipient, {
    kind: "booking-update",
    props: {
      listingTitle: title,
      summary,
      quote,
      threadPath: path,
      actionLabel:
        row.status === "requested" || row.status === "proposed"
          ? "Answer in the conversation"
          : "Open the conversation",
    },
  });
}
