import { redirect } from "react-router";
import { withPageApi } from "@/web/app/page-queries.server";
import { RequireSignIn } from "@/web/components/require-sign-in";
import { getSession } from "@/web/lib/auth/api/get-session";
import { settingsRedirectPath } from "@/web/lib/paths";
import type { Route } from "./+types/settings";

/** /settings only forwards a member to the dashboard's settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await withPageApi(context, () => getSession()))
    throw redirect(settingsRedirectPath(new URL(request.url).searchParams));
  return null;
}

/** Signed out: the sign-in notice and the way to /profile. */
export default function SettingsRoute() {
  return <RequireSignIn message="Please sign in to access settings">{null}</RequireSignIn>;
}
