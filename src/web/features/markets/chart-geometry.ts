/** The drawing box of a market chart, in SVG units; the SVG scales to its column's width. */
export const CHART = { width: 480, height: 240, left: 56, right: 8, top: 8, bottom: 24 } as const;

const PLOT_WIDTH = CHART.width - CHART.left - CHART.right;
const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom;

/**
 * Round steps from 0 to at least `max` (about five of them: 1, 2, 2.5 or 5 times a power of
 * ten), as a reader would draw the axis by hand.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step / 2; tick += step) ticks.push(tick);
  if ((ticks.at(-1) ?? 0) < max) ticks.push(ticks.length * step);
  return ticks;
}

/** Where a value sits on the vertical axis that ends at `top`. */
export const yOf = (value: number, top: number) =>
  CHART.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;

/** The centre of month `index` of `count`, each month a slot of equal width. */
export const slotWidth = (count: number) => PLOT_WIDTH / Math.max(count, 1);
export const xOf = (index: number, count: number) => CHART.left + slotWidth(count) * (index + 0.5);

/** A line through the months that have a value; a month without one is stepped over. */
export function linePath(values: readonly (number | null)[], top: number): string {
  return values
    .flatMap((value, index) =>
      value == null ? [] : [[xOf(index, values.length), yOf(value, top)]],
    )
    .map(([x, y], index) => `${index === 0 ? "M" : "L"}${x?.toFixed(1)},${y?.toFixed(1)}`)
    .join("");
}

/** Which months get a label under the axis: at most `most` (a phone has room for four), evenly spaced, the newest always. */
export function labelledMonths(count: number, most = 4): number[] {
  const every = Math.max(1, Math.ceil(count / most));
  const last = count - 1;
  return Array.from({ length: count }, (_, index) => index).filter(
    (index) => (last - index) % every === 0,
  );
}
