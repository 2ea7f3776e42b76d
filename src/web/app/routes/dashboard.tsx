import { RequireSignIn } from "@/web/components/require-sign-in";
import { DashboardPage } from "@/web/features/dashboard/components/dashboard-page";

export default function DashboardRoute() {
  return (
    <RequireSignIn message="Please sign in to access your dashboard">
      <DashboardPage />
    </RequireSignIn>
  );
}
