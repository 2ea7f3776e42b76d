import { and, eq, isNotNull, sql } from "drizzle-orm";
import {
  CONVERSATION_MESSAGES,
  type TourAction,
  type TourStatus,
  type TourSummary,
} from "@/shared/conversations";
import type { TourSlotProposalInput } from "@/shared/schemas/tour-calendar";
import { TOUR_CALENDAR_MESSAGES } from "@/shared/tour-calendar";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { properties, tourRequests } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { heldColumns } from "../tour-calendar/held-columns";
import { holdSlot, isSlotClash } from "../tour-calendar/tour-slots.service";
import { appendMessage } from "./messages.service";
import { refuseBlocked, type ThreadAccess, threadFor } from "./thread-access";
import { isPastTourDay, refuseOutsideWindow } from "./tour-dates";
import { tellTourStep, tourEventText } from "./tour-notices";
import { nextTourStatus, refusedTourMessage } from "./tour-state";
import { type TourRow, toTourSummary } from "./tour-summary";

export type TourMove =
  | { action: "accept" }
  | { action: "decline"; reason?: string }
  | { action: "propose"; proposal: TourSlotProposalInput }
  | { action: "cancel"; reason?: string };

const tourNotFound = () => ApiError.notFound(CONVERSATION_MESSAGES.tourNotFound);

/** A threaded tour and the caller's side of its thread; 404 for anyone else. */
export async function tourFor(
  db: Database,
  tourId: string,
  userId: string,
): Promise<{ tour: TourRow; access: ThreadAccess }> {
  if (!isUuid(tourId)) throw tourNotFound();
  const [tour] = await db
    .select()
    .from(tourRequests)
    .where(and(eq(tourRequests.id, tourId), isNotNull(tourRequests.conversationId)))
    .limit(1);
  if (!tour?.conversationId) throw tourNotFound();
  try {
    return { tour, access: await threadFor(db, tour.conversationId, userId) };
  } catch {
    throw tourNotFound();
  }
}

/**
 * The new time of a proposal: a slot held on the realtor's calendar (in the step's transaction),
 * or a day and window, which frees any slot the tour held.
 */
async function proposedTime(
  tx: Database,
  tour: TourRow,
  proposal: TourSlotProposalInput,
  now: Date,
) {
  if (!proposal.startsAt) {
    return {
      tourDate: proposal.date ?? tour.tourDate,
      timeWindow: proposal.window ?? null,
      startsAt: null,
      endsAt: null,
      timeZone: null,
    };
  }
  const [listing] = await tx
    .select({ id: properties.id, state: properties.state })
    .from(properties)
    .where(eq(properties.id, tour.propertyId))
    .limit(1);
  if (!listing) throw ApiError.conflict(CONVERSATION_MESSAGES.listingClosed);
  const held = await holdSlot(
    tx,
    { ...listing, realtorId: tour.realtorId },
    proposal.startsAt,
    { offeredOnly: false, exceptTourId: tour.id },
    now,
  );
  return { ...heldColumns(held), mode: proposal.mode ?? tour.mode ?? "in_person" };
}

/** What the step changes on the row besides its status. */
async function changes(
  tx: Database,
  tour: TourRow,
  move: TourMove,
  access: ThreadAccess,
  now: Date,
) {
  switch (move.action) {
    case "decline":
      return { declineReason: move.reason || null };
    case "propose":
      return { ...(await proposedTime(tx, tour, move.proposal, now)), proposedBy: access.side };
    case "cancel":
      return { cancelledBy: access.side, cancelReason: move.reason || null };
    default:
      return {};
  }
}

/**
 * One step of a tour by one of its thread's people (tour-state.ts says which): stored with its
 * line in the thread and told to the other side in one transaction. 403 for a step the caller's
 * side never takes (a member proposing) or a blocked member; 400 for a realtor's decline without
 * a reason or a proposal outside the days; 409 for a step the tour's state does not allow now.
 */
export async function moveTour(
  db: Database,
  mailer: AppMailer,
  tourId: string,
  userId: string,
  move: TourMove,
  now = new Date(),
): Promise<TourSummary> {
  const { tour, access } = await tourFor(db, tourId, userId);
  const { thread, side } = access;
  if (move.action === "propose" && side === "member") throw ApiError.forbidden();
  if (move.action === "decline" && side === "realtor" && !move.reason) {
    throw ApiError.validation([
      { path: "reason", message: CONVERSATION_MESSAGES.declineReasonRequired },
    ]);
  }
  if (move.action === "propose" && !move.proposal.startsAt) {
    refuseOutsideWindow(move.proposal.date ?? "", now);
  }
  if (side === "member" && move.action !== "cancel") {
    await refuseBlocked(db, thread.realtorId, thread.memberId);
  }
  const status = tour.status as TourStatus;
  const past = isPastTourDay(tour.tourDate, now);
  const next = nextTourStatus(status, side, move.action as TourAction, past);
  if (!next) throw ApiError.conflict(refusedTourMessage(status, past));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tourRequests)
        .set({
          status: next,
          ...(await changes(tx, tour, move, access, now)),
          updatedAt: sql`now()`,
        })
        // The status it was read in: a step the other side took meanwhile wins.
        .where(and(eq(tourRequests.id, tour.id), eq(tourRequests.status, status)))
        .returning();
      if (!row) throw ApiError.conflict(refusedTourMessage(status, past));
      const reason = "reason" in move ? move.reason || null : null;
      await appendMessage(tx, thread, side, userId, tourEventText(row, reason), "tour");
      await tellTourStep(tx, mailer, thread, side, userId, row, reason);
      return toTourSummary(row, side, now);
    });
  } catch (error) {
    if (isSlotClash(error)) throw ApiError.conflict(TOUR_CALENDAR_MESSAGES.slotTaken);
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw ApiError.conflict(CONVERSATION_MESSAGES.tourPending);
    throw error;
  }
}
