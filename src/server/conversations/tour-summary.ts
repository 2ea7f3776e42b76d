import type { ConversationSide, TourStatus, TourSummary, TourWindow } from "@/shared/conversations";
import type { tourRequests } from "../db/schema";
import { isPastTourDay } from "./tour-dates";
import { allowedTourActions } from "./tour-state";

export type TourRow = typeof tourRequests.$inferSelect;

/** A threaded tour as `side` sees it, with what they may do with it now. */
export function toTourSummary(row: TourRow, side: ConversationSide, now: Date): TourSummary {
  const status = row.status as TourStatus;
  return {
    id: row.id,
    conversationId: row.conversationId ?? "",
    listingId: row.propertyId,
    status,
    date: row.tourDate,
    window: (row.timeWindow ?? "morning") as TourWindow,
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
