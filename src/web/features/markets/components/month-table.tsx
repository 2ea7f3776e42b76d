import type { MarketMonth } from "@/shared/market";
import type { MarketChartSpec } from "../market-charts";
import { formatFigure, monthLabel } from "../market-figures";

/**
 * A chart's numbers as a table, newest month first: in the server's HTML, so it is what screen
 * readers and pages without scripts get, and the exact figures for anyone.
 */
export function MonthTable({
  spec,
  months,
}: {
  spec: MarketChartSpec;
  months: readonly MarketMonth[];
}) {
  return (
    <div
      // Scrolls when long and holds no control: focusable, so the keyboard can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="max-h-72 overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full text-sm">
        <caption className="px-3 pt-2 text-left text-muted-foreground text-xs">
          {spec.caption}
        </caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">
              Month
            </th>
            {spec.series.map((series) => (
              <th key={series.key} scope="col" className="px-3 py-2 text-right font-medium">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.toReversed().map((month) => (
            <tr key={month.month} className="border-b last:border-0">
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-medium">
                {monthLabel(month.month, true)}
              </th>
              {spec.series.map((series) => (
                <td key={series.key} className="px-3 py-1.5 text-right tabular-nums">
                  {formatFigure(month[series.key], spec.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
