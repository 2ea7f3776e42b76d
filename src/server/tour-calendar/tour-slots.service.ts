import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { listingTimeZone } from "@/shared/listing-time-zone";
import {
  DEFAULT_SLOT_MINUTES,
  DEFAULT_TOUR_HOURS,
  TOUR_BOOKING_DAYS,
  TOUR_CALENDAR_MESSAGES,
  TOUR_MIN_NOTICE_MINUTES,
  type TourAvailability,
  type TourSlotList,
} from "@/shared/tour-calendar";
import { wallClock } from "@/shared/zoned-time";
import type { Database } from "../platform/db/client";
import { tourRequests } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { tourAvailability } from "./availability.service";
import { type Busy, bookingDays, freeSlots, freeSlotsOn, type SlotRules } from "./free-slots";

/** The statuses that hold a realtor's time: waiting for an answer, or confirmed. */
const HOLDING = ["requested", "proposed", "accepted"];
const DAY_MS = 86_400_000;
/** A listing the site answers for offers the default hours. */
const SITE_HOURS: TourAvailability = {
  weekly: DEFAULT_TOUR_HOURS,
  slotMinutes: DEFAULT_SLOT_MINUTES,
  blocks: [],
};

/** A listing as the calendar needs it: whose time a tour takes, and where the home is. */
export interface CalendarListing {
  id: string;
  realtorId: string | null;
  state: string;
}

export interface HeldSlot {
  startsAt: Date;
  endsAt: Date;
  /** The day on the listing's clock. */
  tourDate: string;
  timeZone: string;
}

/**
 * The times already held: the realtor's tours on any of their listings (a listing without a
 * realtor, answered by the site, holds only its own), from now to past the last bookable day.
 */
async function busyTimes(
  db: Database,
  listing: CalendarListing,
  now: Date,
  exceptTourId?: string,
): Promise<Busy[]> {
  const rows = await db
    .select({ from: tourRequests.startsAt, to: tourRequests.endsAt })
    .from(tourRequests)
    .where(
      and(
        listing.realtorId
          ? eq(tourRequests.realtorId, listing.realtorId)
          : eq(tourRequests.propertyId, listing.id),
        inArray(tourRequests.status, HOLDING),
        isNotNull(tourRequests.startsAt),
        gt(tourRequests.endsAt, now),
        lt(tourRequests.startsAt, new Date(now.getTime() + (TOUR_BOOKING_DAYS + 1) * DAY_MS)),
        exceptTourId ? ne(tourRequests.id, exceptTourId) : undefined,
      ),
    );
  return rows.flatMap(({ from, to }) => (from && to ? [{ from, to }] : []));
}

async function slotRules(
  db: Database,
  listing: CalendarListing,
  now: Date,
  exceptTourId?: string,
): Promise<SlotRules> {
  // One after the other: in a caller's transaction both reads share one connection, which
  // takes one query at a time.
  const availability = listing.realtorId
    ? await tourAvailability(db, listing.realtorId, now)
    : SITE_HOURS;
  const busy = await busyTimes(db, listing, now, exceptTourId);
  return { zone: listingTimeZone(listing.state), ...availability, busy };
}

/** The listing's free slots over the bookable days, on its own clock. */
export async function listingSlots(
  db: Database,
  listing: CalendarListing,
  now = new Date(),
): Promise<TourSlotList> {
  const rules = await slotRules(db, listing, now);
  return { timeZone: rules.zone, slotMinutes: rules.slotMinutes, days: freeSlots(rules, now) };
}

const unavailable = () =>
  ApiError.validation([{ path: "startsAt", message: TOUR_CALENDAR_MESSAGES.slotUnavailable }]);

/**
 * Holds `startsAt` for a tour of `listing`, in the caller's transaction: the realtor's calendar is
 * locked until it commits, so two buyers reading the same free slot cannot both take it (the
 * second gets 409). A buyer may take only a slot the listing offers (400 otherwise); the realtor,
 * proposing, any bookable time at the slot's length that no other tour holds. `exceptTourId`: the
 * tour being moved, whose own time does not count against it.
 */
export async function holdSlot(
  tx: Database,
  listing: CalendarListing,
  startsAt: string,
  options: { offeredOnly: boolean; exceptTourId?: string },
  now = new Date(),
): Promise<HeldSlot> {
  const key = listing.realtorId ? `realtor:${listing.realtorId}` : `listing:${listing.id}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour-slots:${key}`}))`);
  const rules = await slotRules(tx, listing, now, options.exceptTourId);
  const start = new Date(startsAt);
  const day = wallClock(start, rules.zone).day;
  if (!bookingDays(now, rules.zone).includes(day)) throw unavailable();
  const endsAt = new Date(start.getTime() + rules.slotMinutes * 60_000);
  const held = { startsAt: start, endsAt, tourDate: day, timeZone: rules.zone };
  const clashes = rules.busy.some((busy) => busy.from < endsAt && start < busy.to);
  if (options.offeredOnly) {
    const offered = freeSlotsOn(day, { ...rules, busy: [] }, now).slots;
    if (!offered.some((slot) => slot.startsAt === start.toISOString())) throw unavailable();
  } else if (start.getTime() < now.getTime() + TOUR_MIN_NOTICE_MINUTES * 60_000) {
    throw unavailable();
  }
  if (clashes) throw ApiError.conflict(TOUR_CALENDAR_MESSAGES.slotTaken);
  return held;
}

/** A write that hit the one-tour-per-slot index: someone took the slot first (409). */
export function isSlotClash(error: unknown): boolean {
  if (sqlState(error) !== UNIQUE_VIOLATION) return false;
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { constraint?: unknown }).constraint === "tour_requests_realtor_slot_idx")
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
