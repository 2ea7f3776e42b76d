import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, StrictMode } from "react";
import { ErrorBoundary } from "@/web/components/error-boundary";
import { RouteErrorPage } from "@/web/components/route-error-page";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/**
 * The whole app under a router of the caller's choice: the browser's (main.tsx) or a static one
 * for one URL (entry-server.tsx), so the server renders exactly the tree the browser hydrates.
 */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      {/* Last resort when the layout itself fails; pages have their own boundary inside it. */}
      <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
        <Router>
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </Router>
      </ErrorBoundary>
    </StrictMode>
  );
}
