const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * How long ago something happened: 'just now' under 60 seconds, then whole minutes
 * under an hour, hours under a day, days under 7 days, and from a week on the date itself
 * ("Jun 8, 2024", in the reader's time zone). A time slightly in the future (a client clock
 * behind the server's) reads as just now rather than as a negative age.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), "day");
  return DATE.format(date);
}
