import { canEnterAdmin } from "@/shared/roles";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { Redirect } from "@/web/components/redirect";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { AdminLayout } from "@/web/features/admin/components/layout/admin-layout";
import { useAuth } from "@/web/lib/auth/auth-context";
import { paths } from "@/web/lib/paths";

export { clientLoader, HydrateFallback } from "@/web/app/client-only";

/**
 * The back office's frame: a signed-out visitor signs in and comes back here, as on the members'
 * pages; a member who is not an administrator goes home (the API checks too). Each screen is a
 * route of its own beneath it (routes/admin/), fetched when first opened.
 */
export default function AdminRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingIndicator label="Loading admin area..." />;
  if (!user) {
    return (
      <RequireSignIn message="Please sign in to open the admin area.">
        <AdminLayout />
      </RequireSignIn>
    );
  }
  if (!canEnterAdmin(user.role)) return <Redirect to={paths.home()} />;
  return <AdminLayout />;
}
