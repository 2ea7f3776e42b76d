import type { Page } from "@playwright/test";
import { SSR_STATE_ELEMENT_ID } from "../../../src/web/app/ssr-state";

/**
 * Server-drawn pages show their buttons before the app's scripts have adopted them (decision
 * 007); a click in that moment does nothing. After each navigation the page's own methods return
 * only once the app has started: the document has no server state, or main.tsx has marked
 * itself started.
 */
export function waitForAppAfterNavigation(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(
          (stateId) =>
            !document.getElementById(stateId) || document.documentElement.dataset.started === "",
          SSR_STATE_ELEMENT_ID,
        );
        return response;
      },
    });
  }
}
