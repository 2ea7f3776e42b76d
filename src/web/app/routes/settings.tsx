import { redirect } from "react-router";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { settingsRedirectPath } from "@/web/lib/paths";
import type { Route } from "./+types/settings";

/** /settings only forwards a member to the dashboard's settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.reads.viewer())
    throw redirect(settingsRedirectPath(new URL(request.url).searchParams));
  return null;
}

/** Signed out: the sign-in notice and the way to /profile. */
export default function SettingsRoute() {
  return <RequireSignIn message="Please sign in to access settings">{null}</RequireSignIn>;
}
