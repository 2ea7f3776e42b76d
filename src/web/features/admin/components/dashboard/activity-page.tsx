import { RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { ACTIVITIES_MAX_LIMIT } from "@/shared/admin-overview";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { adminPaths } from "@/web/lib/paths";
import { useAdminActivities } from "../../api/activities";
import { ActivityList } from "./activity-list";
import { LoadError } from "./load-error";

/** /admin/activity: the latest 50 admin actions. */
export function AdminActivityPage() {
  const activities = useAdminActivities(ACTIVITIES_MAX_LIMIT);
  let body: React.ReactNode;
  if (activities.isPending) body = <LoadingIndicator label="Loading activities..." />;
  else if (activities.isError)
    body = (
      <LoadError
        title="Failed to load activities"
        description="Please try again or contact support."
        onRetry={() => void activities.refetch()}
      />
    );
  else if (activities.data.length === 0)
    body = <p className="py-8 text-center text-muted-foreground">No recent activities</p>;
  else body = <ActivityList activities={activities.data} />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Activity"
          description={`The latest ${ACTIVITIES_MAX_LIMIT} admin actions.`}
        />
        <Button
          variant="outline"
          onClick={() => void activities.refetch()}
          disabled={activities.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <Card className="px-5 py-2">{body}</Card>
      <Link to={adminPaths.dashboard()} className={cn(buttonVariants({ variant: "link" }), "px-0")}>
        Back to Admin Dashboard
      </Link>
    </div>
  );
}
