import {
  type ConversationSide,
  type TourStatus,
  type TourSummary,
  type TourWindow,
  tourSlotLabel,
} from "@/shared/conversations";
import { clockLabel, slotLabel, TOUR_MODE_LABELS, type TourMode } from "@/shared/tour-calendar";
import { wallClock } from "@/shared/zoned-time";
import type { tourRequests } from "../platform/db/schema";
import { isPastTourDay } from "./tour-dates";
import { allowedTourActions } from "./tour-state";

export type TourRow = typeof tourRequests.$inferSelect;

/** A booked slot's start on the listing's clock, HH:MM; null for a window request. */
function slotTime(row: TourRow): string | null {
  if (!row.startsAt || !row.timeZone) return null;
  const clock = wallClock(row.startsAt, row.timeZone);
  return `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
}

/** "10:00 AM, video call" for a slot (the mode said only when it is not in person). */
export function slotTimeText(row: TourRow): string {
  const time = slotTime(row);
  const video = row.mode === "video" ? `, ${TOUR_MODE_LABELS.video.toLowerCase()}` : "";
  return time ? `${clockLabel(time)}${video}` : "";
}

/**
 * "Tue, Dec 1 at 10:00 AM" for a booked slot, on the listing's clock; "Tue, Dec 1, afternoon"
 * for a window request. Threaded requests always have one or the other (only requests from
 * before threads existed, kept as history, have neither; they read as the morning).
 */
export function tourSlot(row: TourRow): string {
  const time = slotTime(row);
  if (time) {
    const video = row.mode === "video" ? ` (${TOUR_MODE_LABELS.video.toLowerCase()})` : "";
    return `${slotLabel(row.tourDate, time)}${video}`;
  }
  return tourSlotLabel(row.tourDate, (row.timeWindow ?? "morning") as TourWindow);
}

/** A threaded tour as `side` sees it, with what they may do with it now. */
export function toTourSummary(row: TourRow, side: ConversationSide, now: Date): TourSummary {
  const status = row.status as TourStatus;
  const slot = row.startsAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId ?? "",
    listingId: row.propertyId,
    status,
    date: row.tourDate,
    window: slot ? null : ((row.timeWindow ?? "morning") as TourWindow),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    mode: row.mode as TourMode | null,
    when: tourSlot(row),
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
