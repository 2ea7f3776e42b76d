import { LISTING_TIME_ZONES } from "./listing-time-zone";
import { addDays, startOfDay, wallClock } from "./zoned-time";

/** A span of start times, [from, to), for the open houses of listings in one zone. */
export interface ZoneWindow {
  zone: string;
  from: Date;
  to: Date;
}

/**
 * This weekend where the home is: from the coming Saturday's midnight to the Monday's, in the
 * zone's own clock (49 or 47 hours over a change), or the current weekend on a Saturday or Sunday.
 */
export function weekendWindow(now: Date, zone: string): ZoneWindow {
  const today = wallClock(now, zone);
  const saturday = addDays(today.day, today.weekday === 7 ? -1 : 6 - today.weekday);
  return { zone, from: startOfDay(saturday, zone), to: startOfDay(addDays(saturday, 2), zone) };
}

/** The weekend window of every zone a listing can be in, for the search's one condition. */
export const weekendWindows = (now: Date): ZoneWindow[] =>
  LISTING_TIME_ZONES.map((zone) => weekendWindow(now, zone));
