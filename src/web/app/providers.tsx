import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { AuthProvider } from "@/web/lib/auth/auth-provider";
import { useToasterWanted } from "@/web/lib/notify";

// Loaded with the first toast (lib/notify.ts).
const Toaster = lazy(() => import("@/web/components/toaster"));

/**
 * Keeps a "system" theme following the device (and other tabs) for as long as the app runs.
 * theme-init.js has applied the theme before the first paint, so this code can load after it.
 */
function useThemeFollowing() {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void import("@/web/lib/theme/theme-store").then(({ subscribeTheme }) => {
      if (active) unsubscribe = subscribeTheme(() => {});
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
}

/** The session for every page, and the toaster once a toast is wanted. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Rendered only in the browser, after a toast: the toaster reads the stored theme, which the
  // server cannot know, so the server's HTML and the first client render stay identical.
  const toasterWanted = useToasterWanted();
  useThemeFollowing();
  return (
    <AuthProvider>
      {children}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </AuthProvider>
  );
}
