import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** The parts of Better Auth's session answer the web app reads. */
export interface AuthSession {
  user: {
    id: string;
    email: string;
    name: string;
    image?: string | null;
    role?: string | null;
  };
  session: { id: string; expiresAt: string };
}

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

/** `null` when nobody is signed in. */
export function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  return apiRequest<AuthSession | null>("/api/auth/get-session", { signal });
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
