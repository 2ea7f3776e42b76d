import type { AnalyticsCounts } from "@/shared/analytics";
import { COUNT_COLUMNS, percent } from "../report-figures";

/** The range's totals as labelled figures, the reel ones when there were plays. */
export function ItemTotals({ totals }: { totals: AnalyticsCounts }) {
  const figures = [
    ...COUNT_COLUMNS.map(({ key, label }) => ({ label, value: String(totals[key]) })),
    ...(totals.plays > 0
      ? [
          { label: "Watched (avg.)", value: percent(totals.averageWatched) },
          { label: "Completed", value: percent(totals.completionRate) },
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="font-semibold text-xl tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
