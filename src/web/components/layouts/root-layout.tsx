import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/web/components/error-boundary";
import { SiteHeader } from "@/web/components/header/site-header";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { RouteErrorPage } from "@/web/components/route-error-page";
import { useIsMobileViewport } from "@/web/lib/media";
import { SiteFooter } from "./site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useScrollToTop } from "./use-scroll-to-top";

// Only phones show the bottom bar, so only they download it (and its icons).
const BottomBar = lazy(() => import("./bottom-bar"));

/** Header, page, footer and (below 768 px) the bottom bar, whose height the padding reserves. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  const isMobile = useIsMobileViewport();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A failed page keeps the header usable; moving to another path clears the error. */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      {isMobile ? (
        // The layout's bottom padding already reserves the bar's height, so nothing shifts.
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      ) : null}
    </div>
  );
}
