import type { MarketMonth } from "@/shared/market";
import type { MarketChartSpec } from "../market-charts";
import { MarketChart } from "./market-chart";
import { MonthTable } from "./month-table";

/** A chart and the table behind it; the chart is a picture of the table. */
export function MarketChartSection({
  spec,
  months,
}: {
  spec: MarketChartSpec;
  months: readonly MarketMonth[];
}) {
  const titleId = `market-${spec.id}-title`;
  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-lg border bg-card p-4">
      <h2 id={titleId} className="font-semibold text-lg">
        {spec.title}
      </h2>
      <div data-testid={`market-chart-${spec.id}`}>
        <MarketChart spec={spec} months={months} />
      </div>
      <MonthTable spec={spec} months={months} />
    </section>
  );
}
