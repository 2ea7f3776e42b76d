import { addDays, format, parseISO } from "date-fns";
import { TOUR_WINDOW_LABELS, type TourStatus, type TourWindow } from "@/shared/conversations";
import { TOUR_MAX_DAYS_AHEAD } from "@/shared/properties";

/** "Tue, Dec 1 · Afternoon (12–5)": a tour's day (YYYY-MM-DD, a calendar day) and window. */
export function tourWhen(date: string, window: TourWindow): string {
  return `${format(parseISO(date), "EEE, MMM d")} · ${TOUR_WINDOW_LABELS[window]}`;
}

/** The proposal's date input: from today to the last day the API takes, in the visitor's calendar. */
export function proposalDateBounds(now: Date = new Date()): { min: string; max: string } {
  return {
    min: format(now, "yyyy-MM-dd"),
    max: format(addDays(now, TOUR_MAX_DAYS_AHEAD), "yyyy-MM-dd"),
  };
}

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  requested: "Requested",
  proposed: "New time proposed",
  accepted: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};
