import { addDays, type Day, getDay, startOfDay } from "date-fns";

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

// Names written out rather than from date-fns (its en-US locale data would join the bundle) or
// Intl (its first use loads locale data on a phone's main thread while the page starts).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD in the visitor's own calendar (not UTC, unlike toISOString). */
function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function tourDay(label: string, date: Date): TourDay {
  const short = `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return {
    label,
    value: localIsoDate(date),
    short,
    long: `${WEEKDAYS[date.getDay()]}, ${short}`,
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
