import type { AdminTimeframe } from "@/shared/admin-overview";

/** The server's change figure as shown on a card: "+5%", "-3%", "0%", or "New" (none before). */
export function formatChange(change: number | null): string {
  if (change === null) return "New";
  if (change > 0) return `+${change}%`;
  return `${change}%`;
}

/** The comparison label under a figure, e.g. "from last week". */
export function timeframeLabel(timeframe: AdminTimeframe): string {
  return `from last ${timeframe}`;
}
