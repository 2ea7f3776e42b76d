import { lazy, Suspense } from "react";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { AdminAnalyticsPage } from "@/web/features/admin/components/analytics/admin-analytics-page";

// The site's numbers bring the charting library: their own chunk.
const PerformancePanel = lazy(() =>
  import("@/web/features/analytics/components/performance-panel").then((m) => ({
    default: m.PerformancePanel,
  })),
);

/** The weekly figures and, beside them, the site's listing and reel numbers. */
export default function AdminAnalyticsRoute() {
  return (
    <AdminAnalyticsPage
      traffic={
        <Suspense fallback={<LoadingIndicator label="Loading the numbers..." />}>
          <PerformancePanel scope="site" />
        </Suspense>
      }
    />
  );
}
