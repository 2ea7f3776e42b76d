import type { AdminTimeframe, StatCard } from "@/shared/admin-overview";

/** The server's change figure as shown on a card: "+5%", "-3%", "0%", or "New" (none before). */
export function formatChange(change: number | null): string {
  if (change === null) return "New";
  if (change > 0) return `+${change}%`;
  return `${change}%`;
}

/** What a card's change is measured on: "12 new in the last week". */
export function newInPeriod(current: number, timeframe: AdminTimeframe): string {
  return `${current.toLocaleString("en-US")} new in the last ${timeframe}`;
}

/**
 * The line under a card's total, which says what changed so a total is never read as having
 * grown by the percentage: "12 new in the last week, +100% on the week before", or "…, none the
 * week before" when there was nothing to compare with.
 */
export function changeLine(
  card: Pick<StatCard, "current" | "change">,
  timeframe: AdminTimeframe,
): { count: string; change: string | null; against: string } {
  const count = newInPeriod(card.current, timeframe);
  if (card.change === null) return { count, change: null, against: `none the ${timeframe} before` };
  return { count, change: formatChange(card.change), against: `on the ${timeframe} before` };
}
