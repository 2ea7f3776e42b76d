import { formatCount, formatPrice } from "@/shared/format";
import { type MarketMonth, type MonthChange, monthChange } from "@/shared/market";

// UTC and one locale, so the server's HTML and the hydrated page name the same month.
const MONTH = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const MONTH_LONG = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sep 2026", or with `long` "September 2026". */
export const monthLabel = (month: string, long = false) =>
  (long ? MONTH_LONG : MONTH).format(new Date(`${month}-01T00:00:00.000Z`));

/** The numeric figures of a month, which charts and tables pick from. */
export type MonthFigure = Exclude<keyof MarketMonth, "month">;

export type FigureFormat = "price" | "count" | "days";

/** A figure as the tables print it; a month without one shows a dash. */
export function formatFigure(value: number | null, as: FigureFormat): string {
  if (value == null) return "–";
  if (as === "price") return formatPrice(value);
  if (as === "days") return `${formatCount(value)} ${Math.round(value) === 1 ? "day" : "days"}`;
  return formatCount(value);
}

/** "Up 3.2% from April 2026", "No change from April 2026", or null when a month lacks it. */
export function changeText(change: MonthChange | null, previousMonth: string, as: FigureFormat) {
  if (!change) return null;
  const from = `from ${monthLabel(previousMonth, true)}`;
  if (change.difference === 0) return `No change ${from}`;
  const direction = change.difference > 0 ? "Up" : "Down";
  const size =
    change.ratio === null
      ? formatFigure(Math.abs(change.difference), as)
      : `${(Math.abs(change.ratio) * 100).toFixed(1)}%`;
  return `${direction} ${size} ${from}`;
}

/** The last charted month's figure and its change from the month before. */
export function latestWithChange(months: readonly MarketMonth[], key: MonthFigure) {
  const latest = months.at(-1);
  const previous = months.at(-2);
  if (!latest) return null;
  return {
    month: latest.month,
    value: latest[key],
    change: previous ? monthChange(latest[key], previous[key]) : null,
    previousMonth: previous?.month ?? latest.month,
  };
}
