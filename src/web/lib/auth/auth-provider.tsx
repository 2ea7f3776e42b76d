import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { useMyProfile } from "./api/get-my-profile";
import { useSession } from "./api/get-session";
import { useSignIn } from "./api/sign-in";
import { useSignOut } from "./api/sign-out";
import { useSignUp } from "./api/sign-up";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { toAuthUser } from "./auth-user";
import { refreshSession } from "./session-cache";

/**
 * Session state for the whole app (part 1 §4). It lives in lib/ rather than features/ because
 * the header, the bottom bar and several features all read it, and features may not import
 * each other.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionUser = session.data?.user;
  const profile = useMyProfile(sessionUser?.id);
  const { mutateAsync: signIn } = useSignIn();
  const { mutateAsync: signUp } = useSignUp();
  const { mutateAsync: signOut } = useSignOut();

  const loading = session.isPending || (sessionUser !== undefined && profile.isPending);
  const profileData = profile.data ?? null;
  // No half-built user while loading: a fallback role could flash before the real one.
  const user = useMemo(
    () => (sessionUser && !loading ? toAuthUser(sessionUser, profileData) : null),
    [sessionUser, profileData, loading],
  );
  const refresh = useCallback(() => refreshSession(queryClient), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      signIn: async (input) => {
        await signIn(input);
      },
      signUp: async (input) => {
        await signUp(input);
      },
      signOut: async () => {
        await signOut();
      },
      refresh,
    }),
    [user, loading, signIn, signUp, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
