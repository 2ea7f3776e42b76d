/**
 * Wall-clock times in an IANA time zone, by Intl alone (no zone data to ship): what a clock in
 * the zone reads at an instant, and the instant a clock there reads a given day and time.
 */

export interface WallClock {
  /** YYYY-MM-DD */
  day: string;
  hour: number;
  minute: number;
  /** 1 Monday ... 7 Sunday, as ISO counts. */
  weekday: number;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** What a clock in `zone` reads at `instant`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of clockIn(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? "") + 1,
  };
}

/** The day `days` after `day` (both YYYY-MM-DD; calendar days, no zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Minutes `zone` is ahead of UTC at `instant` (Chicago in winter: -360). */
export function offsetMinutes(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.parse(`${clock.day}T${pad(clock.hour)}:${pad(clock.minute)}:00.000Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The instant a clock in `zone` reads `day` at `time` (HH:MM), or null for a time the clocks
 * skip (the spring change's lost hour). A time the autumn change repeats is its first reading.
 */
export function zonedInstant(day: string, time: string, zone: string): Date | null {
  const asUtc = Date.parse(`${day}T${time}:00.000Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offsets half a day either side straddle any change: try both, keep one that reads back
  // (a few hours are not enough: 3:00 on the spring change day is still on winter time at 0:00).
  const candidates = [asUtc - 3_600_000 * 12, asUtc + 3_600_000 * 12].map(
    (near) => asUtc - offsetMinutes(new Date(near), zone) * 60_000,
  );
  for (const candidate of candidates.sort((a, b) => a - b)) {
    const clock = wallClock(new Date(candidate), zone);
    if (clock.day === day && `${pad(clock.hour)}:${pad(clock.minute)}` === time) {
      return new Date(candidate);
    }
  }
  return null;
}

/** The instant a day starts (midnight) in `zone`. Midnight is never skipped in US zones. */
export const startOfDay = (day: string, zone: string): Date =>
  zonedInstant(day, "00:00", zone) ?? new Date(`${day}T00:00:00.000Z`);
