import type { OpenHouse } from "./open-houses";

/*
 * An open house's times as people read them, always in the listing's zone and one locale, so
 * the server's HTML and the hydrated page print the same words wherever the reader is.
 */

interface Reading {
  weekday: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  period: string;
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function read(instant: string, zone: string): Reading {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "short",
    });
    formats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    period: (parts.dayPeriod ?? "").toUpperCase(),
    zone: parts.timeZoneName ?? "",
  };
}

/** "1:00–3:00 PM", "11:30 AM–1:00 PM"; `short` drops whole hours' minutes ("1–3 PM"). */
function timeRange(start: Reading, end: Reading, short: boolean): string {
  const clock = (r: Reading) => (short && r.minute === "00" ? r.hour : `${r.hour}:${r.minute}`);
  const from = start.period === end.period ? clock(start) : `${clock(start)} ${start.period}`;
  return `${from}–${clock(end)} ${end.period}`;
}

/** "Sat, Dec 5 · 1:00–3:00 PM CST": the listing page's line. */
export function openHouseWhen({ startsAt, endsAt, timeZone }: OpenHouse): string {
  const start = read(startsAt, timeZone);
  const end = read(endsAt, timeZone);
  return `${start.weekday}, ${start.month} ${start.day} · ${timeRange(start, end, false)} ${end.zone}`;
}

/** "Open Sat, Dec 5, 1–3 PM": a card's badge for the next one. */
export function openHouseBadge({ startsAt, endsAt, timeZone }: OpenHouse): string {
  const start = read(startsAt, timeZone);
  const end = read(endsAt, timeZone);
  return `Open ${start.weekday}, ${start.month} ${start.day}, ${timeRange(start, end, true)}`;
}

/** "Central Time": how a zone is named to the realtor entering times in it. */
export const zoneName = (zone: string): string =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value ?? zone;
