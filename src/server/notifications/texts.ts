import type { NotificationKind } from "@/shared/notifications";

/** What a notification says, as its producers write it. */
export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path such as /property/{id}; null when there is nothing to open. */
  link: string | null;
}

/** How much of a message a notification shows; the realtor opens the listing for the rest. */
const MESSAGE_PREVIEW_LENGTH = 140;

/** One line of at most `max` characters, cut at a word boundary when one is near, with "…". */
export function preview(text: string, max = MESSAGE_PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const head = line[max - 1] === " " || space < max * 0.75 ? cut : cut.slice(0, space);
  return `${head.trimEnd()}…`;
}

// A tour day is a calendar day (YYYY-MM-DD), so it is read and written in UTC, never shifted.
const tourDayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "Saturday, November 28" for "2026-11-28". */
export function tourDayLabel(isoDate: string): string {
  return tourDayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
