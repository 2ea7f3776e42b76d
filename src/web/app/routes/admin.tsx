import { Navigate } from "react-router";
import { canEnterAdmin } from "@/shared/roles";
import { paths } from "@/web/app/paths";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { AdminDashboardPage } from "@/web/features/admin/components/admin-dashboard-page";
import { useAuth } from "@/web/lib/auth/auth-context";

/** /admin/*: administrators only; everyone else goes home (part 2 §2). The API checks too. */
export default function AdminRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingIndicator label="Loading admin area..." />;
  if (!canEnterAdmin(user?.role)) return <Navigate to={paths.home()} replace />;
  return <AdminDashboardPage />;
}
