import { lazy, Suspense } from "react";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { DashboardPage } from "@/web/features/dashboard/components/dashboard-page";
import { DirectoryEntrySettings } from "@/web/features/directory/components/entry/directory-entry-settings";
import { NotificationPreferencesForm } from "@/web/features/notifications/components/notification-preferences-form";
import { NotificationsPanel } from "@/web/features/notifications/components/notifications-panel";
import { ProfileForm } from "@/web/features/profiles/components/profile-form";
import { SavedPreview } from "@/web/features/saved/components/saved-preview";
import { SaveRecentSearchButton } from "@/web/features/saved-searches/components/save-recent-search-button";
import { SavedSearchesPanel } from "@/web/features/saved-searches/components/saved-searches-panel";
import { SettingsPanel } from "@/web/features/settings/components/settings-panel";
import { useAuth } from "@/web/lib/auth/auth-context";

export { clientLoader, HydrateFallback } from "@/web/app/client-only";

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
      searches={<SavedSearchesPanel userId={user.id} />}
      recentSearchAction={(search) => (
        <SaveRecentSearchButton userId={user.id} query={search.query} label={search.label} />
      )}
      upcoming={
        <Suspense fallback={null}>
          <UpcomingTours />
        </Suspense>
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
            </InboxPanel>
          </Suspense>
        ) : undefined
      }
      notifications={<NotificationsPanel userId={user.id} />}
      settings={
        <SettingsPanel
          userId={user.id}
          profileForm={<ProfileForm showEmail />}
          notificationsForm={<NotificationPreferencesForm userId={user.id} />}
          directoryForm={
            // Only realtors and photographers have an entry in a public directory.
            user.role === "realtor" || user.role === "photographer" ? (
              <DirectoryEntrySettings userId={user.id} />
            ) : undefined
          }
        />
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
