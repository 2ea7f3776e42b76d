import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Pages arrive drawn by the server, and React hydrates them once the scripts arrive. Journeys
 * test what the app does, not how early it does it (tests/e2e/early-input.spec.ts does that), so
 * after each navigation the page's own methods return only once the page has hydrated: the
 * layout marks `html[data-started]` from inside the page's Suspense boundary, which React
 * hydrates after the shell around it (lib/started-mark.ts).
 */
export function waitForAppAfterNavigation(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // Only a page of the app has an app to wait for (a journey may open an image, a feed or
        // a bare page); React Router's context script marks one, and has run by the load event.
        await page.waitForFunction(
          () =>
            !("__reactRouterContext" in window) || document.documentElement.dataset.started === "",
        );
        return response;
      },
    });
  }
}

/**
 * Waits until React has taken over the element: a lazily loaded part (the footer's theme select)
 * stays the server's markup until its code arrives, after the root has hydrated.
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
}
