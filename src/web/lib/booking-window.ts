import { addDays, format } from "date-fns";
import { TOUR_MAX_DAYS_AHEAD } from "@/shared/properties";

/**
 * A tour's or a photo shoot's date input: from today to the last day the API takes, in the
 * visitor's calendar.
 */
export function upcomingDateBounds(now: Date = new Date()): { min: string; max: string } {
  return {
    min: format(now, "yyyy-MM-dd"),
    max: format(addDays(now, TOUR_MAX_DAYS_AHEAD), "yyyy-MM-dd"),
  };
}
