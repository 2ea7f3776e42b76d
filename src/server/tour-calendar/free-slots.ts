import {
  TOUR_BOOKING_DAYS,
  TOUR_MIN_NOTICE_MINUTES,
  type TourSlotDay,
  type WeeklyHours,
} from "@/shared/tour-calendar";
import { addDays, wallClock, zonedInstant } from "@/shared/zoned-time";

const MINUTE = 60_000;

/** A span of time [from, to) that no slot may overlap. */
export interface Busy {
  from: Date;
  to: Date;
}

export interface SlotRules {
  /** The listing's IANA zone: its days and hours are read on its clock. */
  zone: string;
  weekly: WeeklyHours;
  slotMinutes: number;
  /** Whole days off, YYYY-MM-DD on the listing's clock, both ends included. */
  blocks: { firstDay: string; lastDay: string }[];
  /** The realtor's tours already holding a time, on any of their listings. */
  busy: Busy[];
}

/**
 * The days a buyer can book, as YYYY-MM-DD on the listing's clock: today there and the days after
 * it, in order, each once. Computed where the home is, not where the server or the visitor is.
 */
export function bookingDays(now: Date, zone: string, count = TOUR_BOOKING_DAYS): string[] {
  const today = wallClock(now, zone).day;
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** 1 Monday ... 7 Sunday for a calendar day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * One day's free slots: the realtor's hours that day cut into slots of their length, less the
 * blocked days, the slots too soon (under TOUR_MIN_NOTICE_MINUTES from now) and those overlapping
 * a tour already holding the time. A time the clocks skip at the spring change is left out; the
 * day's slots stay the realtor's hours on the listing's clock whatever the change does to UTC.
 */
export function freeSlotsOn(day: string, rules: SlotRules, now: Date): TourSlotDay {
  const hours = rules.weekly[isoWeekday(day) - 1];
  const blocked = rules.blocks.some((block) => block.firstDay <= day && day <= block.lastDay);
  if (!hours || blocked) return { date: day, slots: [] };
  const earliest = now.getTime() + TOUR_MIN_NOTICE_MINUTES * MINUTE;
  const slots: TourSlotDay["slots"] = [];
  const close = minutesOf(hours.end);
  for (let at = minutesOf(hours.start); at + rules.slotMinutes <= close; at += rules.slotMinutes) {
    const time = timeOf(at);
    const start = zonedInstant(day, time, rules.zone);
    if (!start || start.getTime() < earliest) continue;
    const end = start.getTime() + rules.slotMinutes * MINUTE;
    const taken = rules.busy.some(
      (busy) => busy.from.getTime() < end && start.getTime() < busy.to.getTime(),
    );
    if (!taken) slots.push({ startsAt: start.toISOString(), time });
  }
  return { date: day, slots };
}

/** The free slots of every day a buyer can book, today first. */
export const freeSlots = (rules: SlotRules, now: Date): TourSlotDay[] =>
  bookingDays(now, rules.zone).map((day) => freeSlotsOn(day, rules, now));
