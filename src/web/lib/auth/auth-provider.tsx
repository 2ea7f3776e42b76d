import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { useMyProfile } from "./api/get-my-profile";
import { useSession } from "./api/get-session";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { toAuthUser } from "./auth-user";
import { refreshSession } from "./session-cache";

// Signing in, up or out happens after interaction; its code loads then (see auth-actions.ts).
const loadActions = () => import("./auth-actions");

/**
 * Session state for the whole app. It lives in lib/ rather than features/ because
 * the header, the bottom bar and several features all read it, and features may not import
 * each other.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionUser = session.data?.user;
  const profile = useMyProfile(sessionUser?.id);

  const loading = session.isPending;
  const profileLoading = sessionUser !== undefined && profile.isPending;
  // The page brings the session's part; the profile's part follows once the browser has read it.
  const profileData = profileLoading ? undefined : (profile.data ?? null);
  const user = useMemo(
    () => (sessionUser ? toAuthUser(sessionUser, profileData) : null),
    [sessionUser, profileData],
  );
  const refresh = useCallback(() => refreshSession(queryClient), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      profileLoading,
      signIn: async (input) => (await loadActions()).signIn(queryClient, input),
      signOut: async () => (await loadActions()).signOut(queryClient),
      refresh,
    }),
    [user, loading, profileLoading, queryClient, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
