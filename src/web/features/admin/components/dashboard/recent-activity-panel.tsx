import { RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_ACTIVITIES_SHOWN } from "@/shared/admin-overview";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { cn } from "@/web/lib/cn";
import { adminPaths } from "@/web/lib/paths";
import { useAdminActivities } from "../../api/activities";
import { ActivityList } from "./activity-list";
import { LoadError } from "./load-error";

/** The dashboard's latest three admin actions. */
export function RecentActivityPanel() {
  const activities = useAdminActivities(DASHBOARD_ACTIVITIES_SHOWN);
  const refresh = () => void activities.refetch();
  let body: React.ReactNode;
  if (activities.isPending) body = <LoadingIndicator label="Loading activities..." />;
  else if (activities.isError)
    body = (
      <LoadError
        title="Failed to load activities"
        description="Please try again or contact support."
        onRetry={refresh}
      />
    );
  else if (activities.data.length === 0)
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-muted-foreground">
        <p>No recent activities</p>
        <Button variant="outline" size="sm" onClick={refresh} disabled={activities.isFetching}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
    );
  else body = <ActivityList activities={activities.data} />;
  return (
    <div className="space-y-3">
      {body}
      <Link to={adminPaths.activity()} className={cn(buttonVariants({ variant: "link" }), "px-0")}>
        View All Activity
      </Link>
    </div>
  );
}
