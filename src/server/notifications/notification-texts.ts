import { emailPrefix } from "@/shared/format";
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

/** An account's name as others see it; the e-mail prefix when the name was left empty. */
export function nameOrEmailPrefix(account: { name: string; email: string }): string {
  return account.name.trim() || emailPrefix(account.email);
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

const propertyLink = (propertyId: string) => `/property/${propertyId}`;

/** For the realtor, when someone sends a Contact Agent message about their listing. */
export function inquiryReceived(
  property: { id: string; title: string },
  senderName: string,
  message: string,
): NewNotification {
  return {
    kind: "inquiry_received",
    title: `New message about ${property.title}`,
    body: `${senderName}: ${preview(message)}`,
    link: propertyLink(property.id),
  };
}

/** For the realtor, when a signed-in user asks to tour their listing on a day. */
export function tourRequested(
  property: { id: string; title: string },
  userName: string,
  isoDate: string,
): NewNotification {
  return {
    kind: "tour_requested",
    title: `Tour requested for ${property.title}`,
    body: `${userName} would like to tour it on ${tourDayLabel(isoDate)}`,
    link: propertyLink(property.id),
  };
}
