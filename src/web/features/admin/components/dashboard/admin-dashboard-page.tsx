import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { type AdminTimeframe, DEFAULT_ADMIN_TIMEFRAME } from "@/shared/admin-overview";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { adminActivitiesKey } from "../../api/activities";
import { adminPendingTasksKey } from "../../api/pending-tasks";
import { adminStatsKey, useAdminStats } from "../../api/stats";
import { DashboardFigures } from "./dashboard-figures";
import { LoadError } from "./load-error";
import { PendingTasksPanel } from "./pending-tasks-panel";
import { RecentActivityPanel } from "./recent-activity-panel";
import { TimeframeSwitch } from "./timeframe-switch";

/** /admin: live figures, shortcuts, pending requests and the latest admin actions. */
export function AdminDashboardPage() {
  const queryClient = useQueryClient();
  const [timeframe, setTimeframe] = useState<AdminTimeframe>(DEFAULT_ADMIN_TIMEFRAME);
  const stats = useAdminStats(timeframe);
  const refreshing = stats.isFetching;

  const refresh = () => {
    for (const queryKey of [adminStatsKey, adminActivitiesKey, adminPendingTasksKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const updated = stats.data
    ? format(new Date(stats.data.generatedAt), "MMM d, yyyy h:mm:ss a")
    : null;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Admin Dashboard"
          description={
            <span role="status">{updated ? `Last updated: ${updated}` : "Loading figures..."}</span>
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <TimeframeSwitch value={timeframe} onChange={setTimeframe} />
          <Button
            variant="outline"
            onClick={refresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            <RefreshCw
              aria-hidden="true"
              className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined}
            />
            Refresh
          </Button>
        </div>
      </div>
      {stats.isError && !stats.data ? (
        <LoadError
          title="Error loading user statistics"
          description="Could not load user data. Please try again later."
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <DashboardFigures stats={stats.data} timeframe={timeframe} />
      )}
      <Card className="p-5">
        <Tabs defaultValue="tasks">
          <TabsList aria-label="Dashboard sections" className="sm:w-auto">
            <TabsTrigger value="tasks">Pending Tasks</TabsTrigger>
            <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="tasks">
            <PendingTasksPanel />
          </TabsContent>
          <TabsContent value="activity">
            <RecentActivityPanel />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
