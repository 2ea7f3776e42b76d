import { clsx } from "clsx";
import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/web/components/error-boundary";
import { SiteHeader } from "@/web/components/header/site-header";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { RouteErrorPage } from "@/web/components/route-error-page";
import { useIsMobileViewport } from "@/web/lib/media";
import { paths } from "@/web/lib/paths";
import { StartedMark } from "@/web/lib/started-mark";
import { SiteFooter } from "./site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useScrollToTop } from "./use-scroll-to-top";

// Only phones show the bottom bar, so only they download it (and its icons).
const BottomBar = lazy(() => import("./bottom-bar"));

/** Full-screen pages: exactly one screen high, no page scrolling and no footer. */
const FULL_SCREEN_PATHS = new Set([paths.reels()]);

/** Header, page, footer and (below 768 px) the bottom bar, whose height the padding reserves. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  // The reels feed scrolls inside itself; the page around it must not scroll as well.
  const fullScreen = FULL_SCREEN_PATHS.has(pathname);
  return (
    <div
      className={clsx(
        "flex flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0",
        fullScreen ? "h-dvh overflow-hidden" : "min-h-dvh",
      )}
    >
      <SkipLink />
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen high, so the footer starts below the fold instead of being pushed
        // there when the page arrives (a layout shift on every load).
        className={clsx("flex-1 focus:outline-none", fullScreen ? "min-h-0" : "min-h-dvh")}
      >
        {/* A failed page keeps the header usable; moving to another path clears the error. */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          <Suspense fallback={<PageSkeleton />}>
            <StartedMark />
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {fullScreen ? null : <SiteFooter />}
      <PhoneBottomBar />
    </div>
  );
}

/**
 * The bottom bar, on phones only. Its own component, so learning the viewport after the page is
 * adopted (the server assumes a wide screen) re-renders this alone rather than the whole layout
 * and page, which doubled the adoption's main-thread work on phones.
 */
function PhoneBottomBar() {
  const isMobile = useIsMobileViewport();
  return isMobile ? (
    // The layout's bottom padding already reserves the bar's height, so nothing shifts.
    <Suspense fallback={null}>
      <BottomBar />
    </Suspense>
  ) : null;
}
