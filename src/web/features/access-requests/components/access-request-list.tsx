import type { UseQueryResult } from "@tanstack/react-query";
import type { AccessRequestStatus, MyAccessRequest } from "@/shared/schemas/access-requests";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { REQUEST_TYPE_LABELS, requestTimeline, STATUS_LABELS } from "../request-state";

const STATUS_STYLES: Record<AccessRequestStatus, string> = {
  pending: "bg-secondary text-secondary-foreground",
  approved: "bg-primary text-primary-foreground",
  rejected: "bg-destructive text-destructive-foreground",
};

const STATUS_NOTES: Record<AccessRequestStatus, string> = {
  pending: "An administrator will review it soon.",
  approved: "Your account has been upgraded.",
  rejected: "You can send a new request at any time.",
};

/** The user's own requests with their state and dates, newest first. */
export function AccessRequestList({ query }: { query: UseQueryResult<MyAccessRequest[]> }) {
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your requests</span>
        <Skeleton className="h-16 w-full rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
        <p className="flex-1">We couldn't load your requests.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="my-access-requests" className="grid gap-2">
      <h3 id="my-access-requests" className="font-medium text-sm">
        Your requests
      </h3>
      <ul className="grid gap-2">
        {query.data.map((request) => (
          <li key={request.id} className="grid gap-1 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{REQUEST_TYPE_LABELS[request.requestType]} access</span>
              <Badge className={cn(STATUS_STYLES[request.status])}>
                {STATUS_LABELS[request.status]}
              </Badge>
            </div>
            <p className="text-muted-foreground text-sm">{requestTimeline(request)}</p>
            <p className="text-muted-foreground text-sm">{STATUS_NOTES[request.status]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
