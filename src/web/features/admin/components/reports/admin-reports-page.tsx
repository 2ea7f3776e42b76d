import { useId } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { LoadError } from "@/web/components/table/load-error";
import { Card } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useResponseTimes, useThreadReports } from "../../api/thread-reports";
import { ReportsList } from "./reports-list";
import { ResponseTimesTable } from "./response-times-table";

/**
 * /admin/reports: members' reports about conversations, with Resolve, and each
 * realtor's median response time.
 */
export function AdminReportsPage() {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status") === "resolved" ? "resolved" : "open";
  const reports = useThreadReports(status);
  const times = useResponseTimes();
  const statusId = useId();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 md:px-8">
      <PageHeader
        title="Reports"
        description="Conversations members reported, and how quickly realtors reply."
      />
      <Card className="grid gap-4 p-5" aria-busy={reports.isFetching || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-semibold text-lg">Reported conversations</h2>
          <label htmlFor={statusId} className="flex items-center gap-2 text-sm">
            Show
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(event) =>
                setSearch(event.target.value === "resolved" ? { status: "resolved" } : {})
              }
              className="w-auto"
            >
              <option value="open">Open</option>
              <option value="resolved">Resolved</option>
            </NativeSelect>
          </label>
        </div>
        {reports.isError ? (
          <LoadError
            error={reports.error}
            title="Failed to load reports"
            onRetry={() => reports.refetch()}
          />
        ) : reports.data ? (
          <ReportsList reports={reports.data.items} />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </Card>
      <Card className="grid gap-4 p-5" aria-busy={times.isFetching || undefined}>
        <h2 className="font-semibold text-lg">Response times</h2>
        {times.isError ? (
          <LoadError
            error={times.error}
            title="Failed to load response times"
            onRetry={() => times.refetch()}
          />
        ) : null}
        <ResponseTimesTable rows={times.data?.items} loading={times.isPending} />
      </Card>
    </div>
  );
}
