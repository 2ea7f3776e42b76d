import { formatCount } from "@/shared/format";
import type { MarketReport } from "@/shared/market";
import {
  changeText,
  type FigureFormat,
  formatFigure,
  latestWithChange,
  type MonthFigure,
  monthLabel,
} from "../market-figures";

interface Figure {
  label: string;
  value: string;
  /** When and against what: "May 2026 · Up 3.2% from April 2026". */
  note: string | null;
}

function monthFigure(
  report: MarketReport,
  label: string,
  key: MonthFigure,
  as: FigureFormat,
  /** What a month without the figure says instead: "No homes sold". */
  missing = "None that month",
): Figure | null {
  const latest = latestWithChange(report.months, key);
  if (!latest) return null;
  return {
    label: `${label}, ${monthLabel(latest.month, true)}`,
    value: formatFigure(latest.value, as),
    note: latest.value == null ? missing : changeText(latest.change, latest.previousMonth, as),
  };
}

/** The figures a buyer asks first: the last whole month against the one before, and today's stock. */
export function HeadlineFigures({ report }: { report: MarketReport }) {
  const { snapshot } = report;
  const figures = [
    monthFigure(report, "Median sold price", "medianSoldPrice", "price", "No homes sold"),
    monthFigure(report, "Median list price", "medianListPrice", "price", "No new listings"),
    monthFigure(report, "Sold price per sq ft", "medianSoldPricePerSqft", "price", "No homes sold"),
    monthFigure(report, "Median days on market", "medianDaysOnMarket", "days", "No homes sold"),
    {
      label: "Homes for sale now",
      value: formatCount(snapshot.forSale),
      note:
        snapshot.medianAskingPrice === null
          ? null
          : `Median asking price ${formatFigure(snapshot.medianAskingPrice, "price")}`,
    },
    {
      label: "Homes for rent now",
      value: formatCount(snapshot.forRent),
      note:
        snapshot.medianRent === null
          ? null
          : `Median rent ${formatFigure(snapshot.medianRent, "price")}/mo`,
    },
    monthFigure(report, "New listings", "newListings", "count"),
    monthFigure(report, "Price cuts", "priceCuts", "count"),
  ].filter((figure): figure is Figure => figure !== null);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-lg border bg-card p-4">
          <dt className="text-muted-foreground text-sm">{figure.label}</dt>
          <dd className="order-first font-bold text-2xl tabular-nums">{figure.value}</dd>
          {figure.note ? <dd className="text-muted-foreground text-sm">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
