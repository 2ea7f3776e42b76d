/**
 * Tours on the realtor's calendar: their weekly hours, blocked days and slot length, the free
 * slots a listing offers, and a booked slot's words. Zod-free so pages can import it; the input
 * schemas are in schemas/tour-calendar.ts.
 */

/** How a tour happens: at the home, or on a video call the realtor sets up. */
export const TOUR_MODES = ["in_person", "video"] as const;
export type TourMode = (typeof TOUR_MODES)[number];
export const TOUR_MODE_LABELS: Record<TourMode, string> = {
  in_person: "In person",
  video: "Video call",
};

/** The lengths a realtor can give their tours, in minutes. */
export const TOUR_SLOT_LENGTHS = [15, 30, 45, 60, 90] as const;
export type TourSlotLength = (typeof TOUR_SLOT_LENGTHS)[number];

/** How far ahead a buyer can book, counting today. */
export const TOUR_BOOKING_DAYS = 30;
/** The least notice a slot needs: one starting sooner is no longer offered. */
export const TOUR_MIN_NOTICE_MINUTES = 60;
/** Blocked day ranges a realtor keeps at once; past ones drop out of the count. */
export const TOUR_BLOCKS_MAX = 50;
export const TOUR_BLOCK_NOTE_MAX = 100;

/** One day's open hours, on the listing's clock (HH:MM, end after start). */
export interface DayHours {
  start: string;
  end: string;
}
/** Monday first (ISO order); null: no tours that day. */
export type WeeklyHours = (DayHours | null)[];

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** What a realtor who never set their hours offers: Monday to Saturday, 9 to 6, half hours. */
export const DEFAULT_TOUR_HOURS: WeeklyHours = [
  ...Array.from({ length: 6 }, () => ({ start: "09:00", end: "18:00" })),
  null,
];
export const DEFAULT_SLOT_MINUTES: TourSlotLength = 30;

/** A span of days (YYYY-MM-DD, both included) the realtor takes no tours. */
export interface TourBlock {
  id: string;
  firstDay: string;
  lastDay: string;
  note: string | null;
}

/** GET /api/tour-availability: the signed-in realtor's own settings. */
export interface TourAvailability {
  weekly: WeeklyHours;
  slotMinutes: TourSlotLength;
  blocks: TourBlock[];
}

export interface TourSlot {
  /** The instant it starts (ISO, UTC). */
  startsAt: string;
  /** On the listing's clock, HH:MM. */
  time: string;
}
export interface TourSlotDay {
  /** YYYY-MM-DD on the listing's clock. */
  date: string;
  slots: TourSlot[];
}

/** GET /api/properties/:id/tour-slots: the next TOUR_BOOKING_DAYS days where the home is. */
export interface TourSlotList {
  timeZone: string;
  slotMinutes: number;
  days: TourSlotDay[];
}

/** The API's refusals, word for word. */
export const TOUR_CALENDAR_MESSAGES = {
  slotTaken: "Someone just booked that time. Please choose another.",
  slotUnavailable: "That time is not open for tours. Please choose one of the times shown.",
  realtorsOnly: "Only realtors keep tour hours.",
  blockNotFound: "Blocked days not found",
  tooManyBlocks: `You can keep at most ${TOUR_BLOCKS_MAX} blocked periods.`,
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

// Written out rather than by Intl: its first use loads locale data on a phone's main thread.
/** "10:00 AM" for "10:00". */
export function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const half = hour < 12 ? "AM" : "PM";
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${half}`;
}

/** "Tue, Dec 1" for "2026-12-01" (a calendar day, no zone involved). */
export function dayLabel(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS_SHORT[at.getUTCDay()]}, ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}`;
}

/** "Tue, Dec 1 at 10:00 AM": a slot on the listing's clock. */
export const slotLabel = (date: string, time: string) => `${dayLabel(date)} at ${clockLabel(time)}`;
