import {
  type ConversationSide,
  type TourStatus,
  type TourSummary,
  type TourWindow,
  tourSlotLabel,
} from "@/shared/conversations";
import type { tourRequests } from "../platform/db/schema";
import { isPastTourDay } from "./tour-dates";
import { allowedTourActions } from "./tour-state";

export type TourRow = typeof tourRequests.$inferSelect;

/**
 * A tour's window. Only threaded tours are read through here, and they always have one (only
 * requests from before threads existed, kept as history without a thread, have none).
 */
const windowOf = (row: TourRow) => (row.timeWindow ?? "morning") as TourWindow;

/** "Tue, Dec 1, afternoon" */
export const tourSlot = (row: TourRow) => tourSlotLabel(row.tourDate, windowOf(row));

/** A threaded tour as `side` sees it, with what they may do with it now (see windowOf). */
export function toTourSummary(row: TourRow, side: ConversationSide, now: Date): TourSummary {
  const status = row.status as TourStatus;
  return {
    id: row.id,
    conversationId: row.conversationId ?? "",
    listingId: row.propertyId,
    status,
    date: row.tourDate,
    window: windowOf(row),
    proposedBy: row.proposedBy as ConversationSide | null,
    declineReason: row.declineReason,
    cancelledBy: row.cancelledBy as ConversationSide | null,
    canAct: allowedTourActions(status, side, isPastTourDay(row.tourDate, now)),
  };
}

/** Still to happen: waiting for an answer, or accepted for a day not past (openTour). */
export function isOpenTour(row: TourRow, now: Date): boolean {
  if (row.status === "requested" || row.status === "proposed") return true;
  return row.status === "accepted" && !isPastTourDay(row.tourDate, now);
}
