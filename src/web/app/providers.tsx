import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AuthProvider } from "@/web/lib/auth/auth-provider";

// Sonner is not needed for the first paint; its chunk loads right after.
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

/**
 * True from the first effect on. The toaster waits for it: it reads the stored theme, which the
 * server cannot know, so rendering it only in the browser keeps the server's HTML and the first
 * client render identical.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const mounted = useMounted();
  useThemeFollowing();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {mounted ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}
