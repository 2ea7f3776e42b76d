import type { EmailFrequency } from "@/shared/schemas/profile";

export type DigestFrequency = Exclude<EmailFrequency, "never">;

export interface DigestPeriod {
  /** The period's first instant (UTC). */
  start: Date;
  /** Names the period, e.g. "day-2026-11-26", "week-2026-11-23", "month-2026-11". */
  key: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The calendar period (UTC day, week from Monday, month) `now` falls in. One digest per member
 * and period: a member is due when their last digest is older than the period's start.
 */
export function digestPeriod(frequency: DigestFrequency, now: Date): DigestPeriod {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === "daily") return { start: day, key: `day-${isoDay(day)}` };
  if (frequency === "weekly") {
    // getUTCDay: Sunday is 0; the week starts on Monday.
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    return { start: monday, key: `week-${isoDay(monday)}` };
  }
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start: first, key: `month-${isoDay(first).slice(0, 7)}` };
}
