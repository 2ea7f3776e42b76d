import { type ReactNode, useEffect } from "react";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { Redirect } from "@/web/components/redirect";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifyOnce } from "@/web/lib/notify";
import { useSignInPath } from "@/web/lib/use-sign-in-path";

interface RequireSignInProps {
  /** The toast's description, e.g. "Please sign in to access settings". */
  message: string;
  children: ReactNode;
}

/**
 * Members-only pages: signed-out visitors get a toast and go to /profile to sign in,
 * and back here afterwards.
 * The server still checks every call; this only keeps the page honest.
 */
export function RequireSignIn({ message, children }: RequireSignInProps) {
  const { user, loading } = useAuth();
  const signedOut = !loading && !user;
  // Signed in, the visitor comes back to this page.
  const signInPath = useSignInPath();
  useEffect(() => {
    // A fixed toast id keeps React's development double-run from showing it twice.
    if (signedOut) notifyOnce("authentication-required", "Authentication required", message);
  }, [signedOut, message]);
  if (loading) return <PageSkeleton />;
  if (!user) return <Redirect to={signInPath} />;
  return children;
}
