import { redirect } from "react-router";
import type { LoaderArgs } from "@/web/app/load-context";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { settingsRedirectPath } from "@/web/lib/paths";

/** /settings only forwards a member to the dashboard's settings. */
export async function loader({ request, context }: LoaderArgs) {
  if (await context.reads.viewer())
    throw redirect(settingsRedirectPath(new URL(request.url).searchParams));
  return null;
}

/** Signed out: the sign-in notice and the way to /profile. */
export default function SettingsRoute() {
  return <RequireSignIn message="Please sign in to access settings">{null}</RequireSignIn>;
}
