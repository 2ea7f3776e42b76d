import type { AdminTimeframe } from "@/shared/admin-overview";

/** The server's change figure as shown on a card: "+5%", "-3%" or "0%". */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}%`;
  return `${change}%`;
}

/** The comparison label under a figure, e.g. "from last week". */
export function timeframeLabel(timeframe: AdminTimeframe): string {
  return `from last ${timeframe}`;
}
