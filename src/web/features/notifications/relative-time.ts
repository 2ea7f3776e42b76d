import { format } from "date-fns";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? "" : "s"} ago`;
}

/**
 * How long ago something happened (part 2 §9): just now under a minute, then minutes, hours and
 * days, and from a week on the date itself. A time slightly in the future (clock skew) is now.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return unit(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return unit(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return unit(Math.floor(elapsed / DAY), "day");
  return format(date, "MMM d, yyyy");
}
