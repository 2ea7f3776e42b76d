import { format, parseISO } from "date-fns";
import { TOUR_WINDOW_LABELS, type TourStatus, type TourWindow } from "@/shared/conversations";

/** "Tue, Dec 1 · Afternoon (12–5)": a tour's day (YYYY-MM-DD, a calendar day) and window. */
export function tourWhen(date: string, window: TourWindow): string {
  return `${format(parseISO(date), "EEE, MMM d")} · ${TOUR_WINDOW_LABELS[window]}`;
}

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  requested: "Requested",
  proposed: "New time proposed",
  accepted: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};
