import { addDays, type Day, format, getDay, startOfDay } from "date-fns";

export interface TourDay {
  /** 'Today', 'Tomorrow', 'Saturday' or 'Sunday'. */
  label: string;
  /** The day in the visitor's own calendar, as the API wants it: YYYY-MM-DD. */
  value: string;
  /** Under the label, e.g. 'Nov 28'. */
  short: string;
  /** For the toast, e.g. 'Saturday, Nov 29'. */
  long: string;
}

const SATURDAY: Day = 6;
const SUNDAY: Day = 0;

/** The first date on or after `from` that falls on `weekday`. */
function nextWeekday(from: Date, weekday: Day): Date {
  return addDays(from, (weekday - getDay(from) + 7) % 7);
}

function tourDay(label: string, date: Date): TourDay {
  return {
    label,
    value: format(date, "yyyy-MM-dd"),
    short: format(date, "MMM d"),
    long: format(date, "EEEE, MMM d"),
  };
}

/**
 * The four day buttons. Saturday and Sunday are the first such dates from tomorrow on, so on a
 * Saturday the 'Saturday' button means next week's, and on a Friday it is tomorrow's date.
 */
export function tourDays(now: Date = new Date()): TourDay[] {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  return [
    tourDay("Today", today),
    tourDay("Tomorrow", tomorrow),
    tourDay("Saturday", nextWeekday(tomorrow, SATURDAY)),
    tourDay("Sunday", nextWeekday(tomorrow, SUNDAY)),
  ];
}
