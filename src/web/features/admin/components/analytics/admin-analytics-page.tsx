import { LoadingIndicator } from "@/web/components/loading-indicator";
import { PageHeader } from "@/web/components/page-header";
import { Card } from "@/web/components/ui/card";
import { useAdminAnalytics } from "../../api/analytics";
import { LoadError } from "../dashboard/load-error";
import { AnalyticsTable } from "./analytics-table";

/**
 * /admin/analytics: signups, listings and posts per week over the last 12 weeks, and under them
 * the site's listing and reel numbers (`traffic`, composed by the route).
 */
export function AdminAnalyticsPage({ traffic }: { traffic: React.ReactNode }) {
  const analytics = useAdminAnalytics();
  let body: React.ReactNode;
  if (analytics.isPending) body = <LoadingIndicator label="Loading analytics..." />;
  else if (analytics.isError)
    body = (
      <LoadError
        title="Failed to load analytics"
        description="Please try again or contact support."
        onRetry={() => void analytics.refetch()}
      />
    );
  else body = <AnalyticsTable weeks={analytics.data.weeks} />;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 md:px-8">
      <PageHeader
        title="Analytics"
        description="Signups, new listings and published posts per week, this week last."
      />
      <Card className="p-5">{body}</Card>
      <Card className="p-5">{traffic}</Card>
    </div>
  );
}
