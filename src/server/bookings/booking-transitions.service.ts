import { and, eq, sql } from "drizzle-orm";
import {
  BOOKING_MESSAGES,
  type BookingAction,
  type BookingStatus,
  type BookingSummary,
} from "@/shared/bookings";
import type { BookingProposalInput } from "@/shared/schemas/bookings";
import { appendMessage } from "../inbox/messages.service";
import { refuseBlocked, type ThreadAccess, threadFor } from "../inbox/thread-access";
import { isPastTourDay, refuseOutsideWindow } from "../inbox/tour-dates";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { photographerBookings } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { bookingEventText, tellBookingStep } from "./booking-notices";
import { photosOf } from "./booking-photos";
import { nextBookingStatus, refusedBookingMessage } from "./booking-state";
import { type BookingRow, bookingRole, toBookingSummary } from "./booking-summary";

export type BookingMove =
  | { action: "accept" }
  | { action: "decline"; reason?: string }
  | { action: "propose"; proposal: BookingProposalInput }
  | { action: "cancel"; reason?: string };

const bookingNotFound = () => ApiError.notFound(BOOKING_MESSAGES.notFound);

/** A booking and the caller's side of its thread; 404 for anyone but its two people. */
export async function bookingFor(
  db: Database,
  bookingId: string,
  userId: string,
): Promise<{ booking: BookingRow; access: ThreadAccess }> {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select()
    .from(photographerBookings)
    .where(eq(photographerBookings.id, bookingId))
    .limit(1);
  if (!booking) throw bookingNotFound();
  try {
    return { booking, access: await threadFor(db, booking.conversationId, userId) };
  } catch {
    throw bookingNotFound();
  }
}

function changes(move: BookingMove, access: ThreadAccess) {
  switch (move.action) {
    case "decline":
      return { declineReason: move.reason || null };
    case "propose":
      return {
        shootDate: move.proposal.date,
        timeWindow: move.proposal.window,
        proposedBy: bookingRole(access.side),
      };
    case "cancel":
      return { cancelledBy: bookingRole(access.side), cancelReason: move.reason || null };
    default:
      return {};
  }
}

/**
 * One step of a booking by one of its thread's two people (booking-state.ts says which), stored
 * with its line in the thread and told to the other side in one transaction. 403 for a step the
 * caller's part never takes (the realtor proposing) or a blocked realtor; 400 for the
 * photographer's decline without a reason or a proposal outside the days; 409 for a step the
 * booking's state does not allow now.
 */
export async function moveBooking(
  db: Database,
  mailer: AppMailer,
  bookingId: string,
  userId: string,
  move: BookingMove,
  now = new Date(),
): Promise<BookingSummary> {
  const { booking, access } = await bookingFor(db, bookingId, userId);
  const { thread, side } = access;
  const role = bookingRole(side);
  if (move.action === "propose" && role === "client") throw ApiError.forbidden();
  if (move.action === "decline" && role === "photographer" && !move.reason) {
    throw ApiError.validation([
      { path: "reason", message: BOOKING_MESSAGES.declineReasonRequired },
    ]);
  }
  if (move.action === "propose") refuseOutsideWindow(move.proposal.date, now);
  if (role === "client" && move.action !== "cancel") {
    await refuseBlocked(db, thread.realtorId, thread.memberId);
  }
  const status = booking.status as BookingStatus;
  const past = isPastTourDay(booking.shootDate, now);
  const next = nextBookingStatus(status, role, move.action as BookingAction, past);
  if (!next) throw ApiError.conflict(refusedBookingMessage(status, past));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(photographerBookings)
        .set({ status: next, ...changes(move, access), updatedAt: sql`now()` })
        // The status it was read in: a step the other side took meanwhile wins.
        .where(
          and(eq(photographerBookings.id, booking.id), eq(photographerBookings.status, status)),
        )
        .returning();
      if (!row) throw ApiError.conflict(refusedBookingMessage(status, past));
      const reason = "reason" in move ? move.reason || null : null;
      await appendMessage(tx, thread, side, userId, bookingEventText(row, reason), "tour");
      await tellBookingStep(tx, mailer, thread, side, userId, row, reason);
      const photos = await photosOf(tx, [row.id]);
      return toBookingSummary(row, role, now, photos.get(row.id));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw ApiError.conflict(BOOKING_MESSAGES.pending);
    throw error;
  }
}
