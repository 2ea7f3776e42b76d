import { format, parseISO } from "date-fns";
import type { AnalyticsDay } from "@/shared/analytics";
import { COUNT_COLUMNS, percent } from "../report-figures";

/**
 * The chart's numbers as a table, newest day first: what a screen reader reads, and the exact
 * figures for anyone. The reel columns show only when the report has reels.
 */
export function DailyTable({ series, reels }: { series: AnalyticsDay[]; reels: boolean }) {
  return (
    <div
      // Scrolls on small screens and holds no control: focusable, so the keyboard can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Numbers by day, newest first</caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Day
            </th>
            {COUNT_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="py-2 pr-4 text-right font-medium">
                {column.label}
              </th>
            ))}
            {reels ? (
              <>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Watched (avg.)
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Completed
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {series.toReversed().map((day) => (
            <tr key={day.day} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                <time dateTime={day.day}>{format(parseISO(day.day), "MMM d, yyyy")}</time>
              </th>
              {COUNT_COLUMNS.map(({ key }) => (
                <td key={key} className="py-2 pr-4 text-right tabular-nums">
                  {day[key]}
                </td>
              ))}
              {reels ? (
                <>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {percent(day.averageWatched)}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {percent(day.completionRate)}
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
