/**
 * The admin stat cards' change figure (decision 014): how much the count moved
 * against the previous period, (new - previous) / previous as a rounded percentage, or null
 * ("new") when there was nothing before and something now. Nothing before and nothing now is no
 * change. The specification's prototype rule (new / previous x 100) showed 38 against 2 as
 * "+1900%" and an unchanged count as "+100%".
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
