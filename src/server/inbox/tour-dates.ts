import { TOUR_MAX_DAYS_AHEAD } from "@/shared/properties";
import { ApiError } from "../platform/http/errors";

const DAY_MS = 86_400_000;

/**
 * The days a tour may be booked for, as YYYY-MM-DD. The visitor picks a day in their own
 * calendar, which can be a day behind or ahead of UTC, so yesterday (UTC) is still accepted.
 */
export function tourDateWindow(now: Date): { first: string; last: string } {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return { first: day(-1), last: day(TOUR_MAX_DAYS_AHEAD) };
}

/** 400 on `date` for a day in the past or beyond TOUR_MAX_DAYS_AHEAD. */
export function refuseOutsideWindow(date: string, now: Date): void {
  const { first, last } = tourDateWindow(now);
  if (date < first || date > last) {
    throw ApiError.validation([
      { path: "date", message: `Choose a day within the next ${TOUR_MAX_DAYS_AHEAD} days` },
    ]);
  }
}

/** A tour's day has passed (by the same lenient calendar): it can no longer change. */
export const isPastTourDay = (date: string, now: Date) => date < tourDateWindow(now).first;
