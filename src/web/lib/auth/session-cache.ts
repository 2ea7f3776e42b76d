import type { QueryClient } from "@tanstack/react-query";
import { MY_PROFILE_QUERY_KEY, myProfileQueryOptions } from "./api/get-my-profile";
import { type AuthSession, getSession, SESSION_QUERY_KEY } from "./api/get-session";

/**
 * Every cached answer outside the session itself may belong to the previous account. They
 * refetch in the background; signing in or out does not wait for them.
 */
function invalidateUserData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
}

/**
 * Re-reads the session and the profile. The profile is loaded before the new session is
 * published, so the page goes straight from signed out to the full user without a flash of
 * the fallback user.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  const session = await getSession();
  if (session) {
    // A failed profile read is fine: the provider falls back to a default user.
    await queryClient
      .fetchQuery({ ...myProfileQueryOptions(session.user.id), staleTime: 0 })
      .catch(() => undefined);
  }
  await publishSession(queryClient, session);
}

export async function clearSession(queryClient: QueryClient): Promise<void> {
  await publishSession(queryClient, null);
  queryClient.removeQueries({ queryKey: MY_PROFILE_QUERY_KEY });
}

async function publishSession(queryClient: QueryClient, session: AuthSession | null) {
  // A session read still in flight (e.g. on window focus) started before the change; drop it.
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  invalidateUserData(queryClient);
}
