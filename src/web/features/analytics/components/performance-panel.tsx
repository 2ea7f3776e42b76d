import { lazy, Suspense, useId, useState } from "react";
import {
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsSubject,
  DEFAULT_ANALYTICS_RANGE,
} from "@/shared/analytics";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { type ReportScope, useAnalyticsReport } from "../api/get-analytics-report";
import { hasActivity } from "../report-figures";
import { DailyTable } from "./daily-table";
import { ItemTotals } from "./item-totals";
import { RangeSwitch } from "./range-switch";

// recharts is large: its own chunk, loaded only where a report is drawn.
const TrafficChart = lazy(() => import("./traffic-chart"));

const KIND_LABELS: Record<AnalyticsSubject, string> = { listing: "Listing", reel: "Reel" };

/** "listing:<id>" in the item select; "" is all of them. */
const itemValue = (item: { kind: AnalyticsSubject; id: string }) => `${item.kind}:${item.id}`;
function readItem(value: string): { kind: AnalyticsSubject; id: string } | null {
  const [kind, id] = value.split(":");
  return (kind === "listing" || kind === "reel") && id ? { kind, id } : null;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** How the numbers read, for those who do not see the chart. */
function summary(report: AnalyticsReport): string {
  const { views, visitors } = report.totals;
  return `${counted(views, "view", "views")} by ${counted(visitors, "daily visitor", "daily visitors")} over the last ${report.days} days.`;
}

/**
 * Views, visitors, saves, shares, leads and tour requests by day, for the realtor's own listings
 * and reels or (an administrator's) the whole site: a 7/30/90 days switch, one item or all,
 * the totals, a chart and the same numbers as a table.
 */
export function PerformancePanel({ scope }: { scope: ReportScope }) {
  const [days, setDays] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const [item, setItem] = useState("");
  const selectId = useId();
  const report = useAnalyticsReport(scope, { days, selected: readItem(item) });

  let body: React.ReactNode;
  if (report.isPending) body = <LoadingIndicator label="Loading the numbers..." />;
  else if (report.isError)
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4"
      >
        <p className="flex-1">The numbers could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (scope === "mine" && report.data.items.length === 0)
    body = (
      <p className="py-10 text-center text-muted-foreground">
        Your listings and reels will show their numbers here.
      </p>
    );
  else {
    const data = report.data;
    const reels = data.totals.plays > 0;
    body = (
      <div className="space-y-6">
        <ItemTotals totals={data.totals} />
        {hasActivity(data.totals) ? (
          <>
            <figure className="space-y-2">
              <figcaption className="font-medium text-sm">{summary(data)}</figcaption>
              <div aria-hidden="true" className="h-[260px]">
                <Suspense fallback={null}>
                  <TrafficChart series={data.series} />
                </Suspense>
              </div>
            </figure>
            <section aria-label="Numbers by day" className="space-y-2">
              <h3 className="font-medium text-sm">By day</h3>
              <DailyTable series={data.series} reels={reels} />
            </section>
          </>
        ) : (
          <p className="py-10 text-center text-muted-foreground">
            Nothing counted in these days yet.
          </p>
        )}
      </div>
    );
  }

  const items = report.data?.items ?? [];
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-6">
      <h2 id={`${selectId}-title`} className="font-semibold text-xl">
        Performance
      </h2>
      <div className="flex flex-wrap items-end gap-6">
        <RangeSwitch value={days} onChange={setDays} />
        <div className="grid min-w-0 max-w-full gap-2">
          <Label htmlFor={selectId}>{scope === "site" ? "Most viewed" : "Listing or reel"}</Label>
          <NativeSelect
            id={selectId}
            value={item}
            onChange={(event) => setItem(event.target.value)}
          >
            <option value="">
              {scope === "site" ? "The whole site" : "All listings and reels"}
            </option>
            {items.map((entry) => (
              <option key={itemValue(entry)} value={itemValue(entry)}>
                {KIND_LABELS[entry.kind]}: {entry.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </section>
  );
}
