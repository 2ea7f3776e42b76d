import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Viewer } from "@/shared/page-data";
import { DEFAULT_ROLE, isRole } from "@/shared/roles";
import { apiRequest } from "@/web/lib/api-client";

/**
 * The signed-in user as the web app keeps it, the same whether a page brought it or the browser
 * read it: never the session or its token, nor the e-mail (pages carry only this).
 */
export interface AuthSession {
  user: Viewer;
}

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** `null` when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const answer = await apiRequest("GET /api/auth/get-session", "/api/auth/get-session", { signal });
  if (!answer) return null;
  const { id, name, role } = answer.user;
  // The avatar lives on the profile, not the session: the provider takes it from there.
  return { user: { id, name, role: isRole(role) ? role : DEFAULT_ROLE, avatarUrl: null } };
}

function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Refetched on window focus anyway, so a sign-out in another tab shows up quickly.
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
