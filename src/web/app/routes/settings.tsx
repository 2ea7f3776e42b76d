import { Navigate, useSearchParams } from "react-router";
import { settingsRedirectPath } from "@/web/app/paths";
import { RequireSignIn } from "@/web/components/require-sign-in";

/** /settings only forwards to the dashboard's settings (part 2 §2). */
export default function SettingsRoute() {
  const [search] = useSearchParams();
  return (
    <RequireSignIn message="Please sign in to access settings">
      <Navigate to={settingsRedirectPath(search)} replace />
    </RequireSignIn>
  );
}
