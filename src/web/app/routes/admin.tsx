import { lazy } from "react";
import { Route, Routes } from "react-router";
import { canEnterAdmin } from "@/shared/roles";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { Redirect } from "@/web/components/redirect";
import { AdminLayout } from "@/web/features/admin/components/layout/admin-layout";
import { useAuth } from "@/web/lib/auth/auth-context";
import { paths } from "@/web/lib/paths";

export { clientLoader, HydrateFallback } from "@/web/app/client-only";

// Each back-office screen is its own chunk, fetched when an admin first opens it.
const AdminDashboardPage = lazy(() =>
  import("@/web/features/admin/components/dashboard/admin-dashboard-page").then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const AdminActivityPage = lazy(() =>
  import("@/web/features/admin/components/dashboard/activity-page").then((m) => ({
    default: m.AdminActivityPage,
  })),
);
const AdminUsersPage = lazy(() =>
  import("@/web/features/admin/components/users/admin-users-page").then((m) => ({
    default: m.AdminUsersPage,
  })),
);
const AdminAnalyticsPage = lazy(() =>
  import("@/web/features/admin/components/analytics/admin-analytics-page").then((m) => ({
    default: m.AdminAnalyticsPage,
  })),
);
const AdminSettingsPage = lazy(() =>
  import("@/web/features/admin/components/settings/admin-settings-page").then((m) => ({
    default: m.AdminSettingsPage,
  })),
);
const AdminPropertiesPage = lazy(() =>
  import("@/web/features/manage-properties/components/admin-properties-page").then((m) => ({
    default: m.AdminPropertiesPage,
  })),
);
const AdminReelsPage = lazy(() =>
  import("@/web/features/manage-reels/components/admin-reels-page").then((m) => ({
    default: m.AdminReelsPage,
  })),
);
const AdminBlogPage = lazy(() =>
  import("@/web/features/admin/components/blog/admin-blog-page").then((m) => ({
    default: m.AdminBlogPage,
  })),
);
const AdminOutboxPage = lazy(() =>
  import("@/web/features/admin/components/outbox/admin-outbox-page").then((m) => ({
    default: m.AdminOutboxPage,
  })),
);
const AdminReportsPage = lazy(() =>
  import("@/web/features/admin/components/reports/admin-reports-page").then((m) => ({
    default: m.AdminReportsPage,
  })),
);
const NotFoundPage = lazy(() => import("./not-found"));

/** /admin/*: administrators only; everyone else goes home. The API checks too. */
export default function AdminRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingIndicator label="Loading admin area..." />;
  if (!canEnterAdmin(user?.role)) return <Redirect to={paths.home()} />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="activity" element={<AdminActivityPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="properties" element={<AdminPropertiesPage />} />
        <Route path="reels" element={<AdminReelsPage />} />
        <Route path="blog" element={<AdminBlogPage />} />
        <Route path="analytics" element={<AdminAnalyticsPage />} />
        <Route path="outbox" element={<AdminOutboxPage />} />
        <Route path="reports" element={<AdminReportsPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
