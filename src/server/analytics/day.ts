/** The UTC calendar day of `at`, "YYYY-MM-DD": every server and report agree on it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `days` days before `at`'s. */
export function utcDayBefore(at: Date, days: number): string {
  const day = new Date(`${utcDay(at)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return utcDay(day);
}
