import { format } from "date-fns";
import type { ThreadReport } from "@/shared/conversations";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useResolveReport } from "../../api/thread-reports";

/** Members' reports: who reported whom about which listing, why, and the thread's last words. */
export function ReportsList({ reports }: { reports: readonly ThreadReport[] }) {
  const resolve = useResolveReport();
  if (reports.length === 0) {
    return <p className="text-muted-foreground text-sm">No reports here.</p>;
  }
  const onResolve = async (report: ThreadReport) => {
    try {
      await resolve.mutateAsync(report.id);
      notifySuccess("Report resolved", `${report.reporter.name}'s report is closed.`);
    } catch (error) {
      notifyError("Failed to resolve the report", error, "Please try again.");
    }
  };
  return (
    <ul className="space-y-4">
      {reports.map((report) => (
        <li key={report.id} className="space-y-2 rounded-lg border p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-medium">
                {report.reporter.name} reported a conversation with {report.realtor.name}
              </p>
              <p className="text-muted-foreground text-sm">
                {report.listingTitle ?? "Listing removed"} ·{" "}
                <time dateTime={report.createdAt}>
                  {format(new Date(report.createdAt), "MMM d, yyyy h:mm a")}
                </time>
              </p>
            </div>
            {report.status === "open" ? (
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => void onResolve(report)}
              >
                Resolve
              </Button>
            ) : (
              <span className="text-muted-foreground text-sm">Resolved</span>
            )}
          </div>
          <p className="whitespace-pre-wrap">{report.reason}</p>
          {report.excerpt.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">The conversation</summary>
              <ol className="mt-2 space-y-1">
                {report.excerpt.map((message) => (
                  <li key={`${message.at}-${message.senderName}`}>
                    <span className="font-medium">{message.senderName}:</span> {message.body}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
