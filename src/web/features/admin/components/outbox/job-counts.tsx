import { useId } from "react";
import type { JobCounts } from "@/shared/admin-outbox";
import { LoadError } from "@/web/components/table/load-error";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { useJobCounts } from "../../api/job-counts";

const STATES: { key: keyof JobCounts; label: string }[] = [
  { key: "queued", label: "Queued" },
  { key: "active", label: "Active" },
  { key: "failed", label: "Failed" },
  { key: "done", label: "Done" },
];

/**
 * The job queue at a glance: what waits, runs, gave up after its retries, and
 * finished, over the last two weeks the queue keeps.
 */
export function JobCountsPanel() {
  const titleId = useId();
  const counts = useJobCounts();
  if (counts.isError)
    return (
      <LoadError
        error={counts.error}
        title="Failed to load job counts"
        onRetry={() => counts.refetch()}
      />
    );
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="font-semibold text-lg">
        Background jobs
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STATES.map(({ key, label }) => {
          const value = counts.data?.[key];
          return (
            <div key={key} className="rounded-xl border bg-card p-4 text-card-foreground">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd
                className={cn(
                  "font-bold text-2xl tabular-nums",
                  key === "failed" && value ? "text-red-700 dark:text-red-400" : null,
                )}
              >
                {value === undefined ? (
                  <Skeleton className="h-8 w-12 rounded-md">
                    <span className="sr-only">Loading...</span>
                  </Skeleton>
                ) : (
                  value.toLocaleString()
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
