import { lazy, Suspense } from "react";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { DashboardPage } from "@/web/features/dashboard/components/dashboard-page";
import { SavedPreview } from "@/web/features/saved/components/saved-preview";
import { SaveRecentSearchButton } from "@/web/features/saved-searches/components/save-recent-search-button";
import { useAuth } from "@/web/lib/auth/auth-context";

export { clientLoader, HydrateFallback } from "@/web/app/client-only";

// Each tab past the overview is its own chunk, loaded when it opens: the overview, which every
// visit starts on, does not wait for the forms and lists of the others.
const SettingsSection = lazy(() => import("@/web/app/dashboard/settings-section"));
const NotificationsPanel = lazy(() =>
  import("@/web/features/notifications/components/notifications-panel").then((m) => ({
    default: m.NotificationsPanel,
  })),
);
const SavedSearchesPanel = lazy(() =>
  import("@/web/features/saved-searches/components/saved-searches-panel").then((m) => ({
    default: m.SavedSearchesPanel,
  })),
);

// A realtor's managers are their own chunks: other roles never download them.
const MyListingsPanel = lazy(() =>
  import("@/web/features/manage-properties/components/my-listings-panel").then((m) => ({
    default: m.MyListingsPanel,
  })),
);
const MyReelsPanel = lazy(() =>
  import("@/web/features/manage-reels/components/my-reels-panel").then((m) => ({
    default: m.MyReelsPanel,
  })),
);

// The numbers, with their charting library, load only when the tab opens.
const PerformancePanel = lazy(() =>
  import("@/web/features/analytics/components/performance-panel").then((m) => ({
    default: m.PerformancePanel,
  })),
);

// Threads and tours are their own chunk (the reply and tour forms bring their schemas along).
const InboxPanel = lazy(() =>
  import("@/web/features/inbox/components/inbox-panel").then((m) => ({
    default: m.InboxPanel,
  })),
);
const UpcomingTours = lazy(() =>
  import("@/web/features/inbox/components/upcoming-tours").then((m) => ({
    default: m.UpcomingTours,
  })),
);

const TourRequests = lazy(() =>
  import("@/web/features/inbox/components/tour-requests").then((m) => ({
    default: m.TourRequests,
  })),
);
const TourHours = lazy(() =>
  import("@/web/features/inbox/components/tour-hours").then((m) => ({
    default: m.TourHours,
  })),
);

const NewLeadsCard = lazy(() =>
  import("@/web/features/inbox/components/new-leads-card").then((m) => ({
    default: m.NewLeadsCard,
  })),
);

const loadingConversations = <LoadingIndicator label="Loading your conversations..." />;

/** Composes the features' panels into the dashboard (features do not import each other). */
function SignedInDashboard() {
  const { user } = useAuth();
  if (!user) return null;
  const isRealtor = user.role === "realtor";
  return (
    <DashboardPage
      user={user}
      saved={<SavedPreview userId={user.id} />}
      searches={
        <Suspense fallback={<LoadingIndicator label="Loading your saved searches..." />}>
          <SavedSearchesPanel userId={user.id} />
        </Suspense>
      }
      recentSearchAction={(search) => (
        <SaveRecentSearchButton userId={user.id} query={search.query} label={search.label} />
      )}
      upcoming={
        <Suspense fallback={null}>
          <TourRequests />
          <UpcomingTours />
        </Suspense>
      }
      leads={
        isRealtor ? (
          <Suspense fallback={null}>
            <NewLeadsCard />
          </Suspense>
        ) : undefined
      }
      messages={
        <Suspense fallback={loadingConversations}>
          <InboxPanel as="member" />
        </Suspense>
      }
      inbox={
        isRealtor ? (
          <Suspense fallback={loadingConversations}>
            <InboxPanel as="realtor">
              <UpcomingTours as="realtor" />
              <TourHours />
            </InboxPanel>
          </Suspense>
        ) : user.role === "photographer" ? (
          <Suspense fallback={loadingConversations}>
            <InboxPanel as="realtor" />
          </Suspense>
        ) : undefined
      }
      notifications={
        <Suspense fallback={<LoadingIndicator label="Loading your notifications..." />}>
          <NotificationsPanel userId={user.id} />
        </Suspense>
      }
      settings={
        <Suspense fallback={<LoadingIndicator label="Loading your settings..." />}>
          <SettingsSection user={user} />
        </Suspense>
      }
      listings={
        isRealtor ? (
          <Suspense fallback={<LoadingIndicator label="Loading your listings..." />}>
            <MyListingsPanel />
          </Suspense>
        ) : undefined
      }
      reels={
        isRealtor ? (
          <Suspense fallback={<LoadingIndicator label="Loading your reels..." />}>
            <MyReelsPanel />
          </Suspense>
        ) : undefined
      }
      performance={
        isRealtor ? (
          <Suspense fallback={<LoadingIndicator label="Loading your numbers..." />}>
            <PerformancePanel scope="mine" />
          </Suspense>
        ) : undefined
      }
    />
  );
}

export default function DashboardRoute() {
  return (
    <RequireSignIn message="Please sign in to access your dashboard">
      <SignedInDashboard />
    </RequireSignIn>
  );
}
