import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Viewer } from "@/shared/page-data";
import { apiRequest } from "@/web/lib/api-client";

/** The signed-in user as the web app keeps it: never the session or its token. */
export interface AuthSession {
  user: Viewer["user"];
}

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** `null` when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const answer = await apiRequest<AuthSession | null>("/api/auth/get-session", { signal });
  if (!answer) return null;
  const { id, email, name } = answer.user;
  return { user: { id, email, name } };
}

export function sessionQueryOptions() {
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
