import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AuthProvider } from "@/web/lib/auth/auth-provider";
import { createQueryClient } from "@/web/lib/query-client";

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useThemeFollowing();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
