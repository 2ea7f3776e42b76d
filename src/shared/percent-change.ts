/**
 * The admin stat cards' change figure, by the documented rule of part 2 §9: the new count as a
 * rounded percentage of the previous one, or 100 when there was nothing before. The rule is kept
 * as written (5 after 5 is "100"), because the contract is the prototype's wording, not a delta.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 100;
  return Math.round((current / previous) * 100);
}
