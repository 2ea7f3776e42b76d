import { expect, type Page, type TestInfo } from "@playwright/test";
import { claim, isClaimed, release, type ScanResult, scanKey, writeScanResult } from "./results";
import { type Finding, formatFindings, scan, waitForContent } from "./scan";
import { screenOf } from "./screens";

type Theme = ScanResult["theme"];
/** Colours fade over transitions; a scan judges the settled page, never one mid-fade. */
const NO_MOTION = "*,*::before,*::after{transition:none!important;animation:none!important}";

/** Addresses of the app's pages: not the API, media, files or the test server's own routes. */
function isAppPage(url: URL): boolean {
  return (
    /^https?:$/.test(url.protocol) &&
    !/^\/(api|media|assets|__e2e)(\/|$)/.test(url.pathname) &&
    !/\.\w+$/.test(url.pathname)
  );
}

async function themeShown(page: Page): Promise<Theme> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  return dark ? "dark" : "light";
}

interface When {
  /** How long the page may take to draw its content; a page not drawn by then is left alone. */
  settle: number;
  /** The journey goes on after the scan, so a toast it may be about to read must not expire. */
  midJourney?: boolean;
  overlay?: string;
}

/** Whether the page can be judged now. */
async function ready(page: Page, { settle, midJourney }: When): Promise<boolean> {
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return false;
  if (settle > 0) {
    const drawn = await waitForContent(page, settle).then(
      () => true,
      () => false,
    );
    if (!drawn) return false;
  }
  return !midJourney || (await page.locator("[data-sonner-toast]").count()) === 0;
}

/** The combination the page shows now, read without waiting for it to draw. */
async function shownCombination(page: Page, overlay?: string) {
  const url = new URL(page.url());
  if (!isAppPage(url)) return null;
  const screen = screenOf(url);
  const theme = await themeShown(page);
  const viewport = (page.viewportSize()?.width ?? 1280) < 768 ? "mobile" : "desktop";
  const signedIn = (await page.context().cookies()).some((c) => c.name.endsWith("session_token"));
  const key = scanKey({ screen: screen.key, theme, viewport, signedIn, overlay });
  return { url, screen, theme, viewport, signedIn, overlay, key } as const;
}

/**
 * The combination a scan of the page now would cover, or null when it was scanned already or
 * cannot be judged now. The cheap check comes first: most landings repeat an earlier one, and
 * waiting for a page to settle only to skip it would cost every journey seconds.
 */
async function combination(page: Page, when: When) {
  const shown = await shownCombination(page, when.overlay);
  if (!shown || isClaimed(shown.key) || !(await ready(page, when))) return null;
  return shown;
}

/**
 * Scans the page as it is, in the theme it shows, unless this (screen, theme, viewport, visitor,
 * overlay) was scanned earlier in the run. A page that is not ready, or that the journey moves
 * away from mid-scan (a redirect, a page still loading), is left for a later landing.
 */
async function scanOnce(page: Page, info: TestInfo, when: When): Promise<Finding[]> {
  const found = await combination(page, when).catch(() => null);
  if (!found) return [];
  const { url, screen, theme, viewport, signedIn, overlay, key } = found;
  if (!claim(key)) return [];
  try {
    const style = await page.addStyleTag({ content: NO_MOTION });
    const where = `${theme} ${viewport} ${url.pathname}${url.search}${overlay ? ` + ${overlay}` : ""}`;
    const findings = await scan(page, where);
    await style.evaluate((element) => (element as Element).remove());
    writeScanResult({
      ...{ screen: screen.key, audience: screen.audience, theme, viewport, signedIn, overlay },
      ...{ journey: info.titlePath.slice(1).join(" › "), url: url.href, findings },
    });
    return findings;
  } catch {
    release(key);
    return [];
  }
}

/** Whether the page's screen was scanned in the theme it does not show. */
async function otherThemeScanned(page: Page): Promise<boolean> {
  const shown = await shownCombination(page).catch(() => null);
  if (!shown) return true;
  const other = shown.theme === "dark" ? "light" : "dark";
  const { screen, viewport, signedIn } = shown;
  return isClaimed(scanKey({ screen: screen.key, theme: other, viewport, signedIn }));
}

/** Shows the other theme (the journey is over, so nothing relies on the one shown). */
async function showOtherTheme(page: Page): Promise<boolean> {
  const shown = await themeShown(page);
  await page.emulateMedia({ colorScheme: shown === "dark" ? "light" : "dark" });
  return page
    .waitForFunction((was) => !document.documentElement.classList.contains(was), shown, {
      timeout: 2_000,
    })
    .then(
      () => true,
      // An account or device that chose a theme keeps it whatever the system says.
      () => false,
    );
}

export interface JourneyScans {
  /** Scans every screen this page opens too (a second visitor's page, say). */
  watch(page: Page): void;
  /** Scans the screen the page shows now (one reached by a click, say). */
  scan(page: Page): Promise<void>;
  /** Scans what is open on the page now (a dialog, a menu, a panel), under this name. */
  scanOverlay(name: string, page: Page): Promise<void>;
}

/**
 * Scans every screen a journey opens (after each goto or reload, once the app has started), the
 * overlays it names, and the screen each of its pages ends on, in the theme shown and then in the
 * other; each combination once per run across workers. `finish` fails the journey on serious or
 * critical findings.
 */
export function scanJourney(info: TestInfo): JourneyScans & { finish(): Promise<void> } {
  const findings: Finding[] = [];
  const pages: Page[] = [];
  return {
    watch(page) {
      pages.push(page);
      for (const method of ["goto", "reload"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            findings.push(...(await scanOnce(page, info, { settle: 1_000, midJourney: true })));
            return response;
          },
        });
      }
    },
    async scan(page) {
      findings.push(...(await scanOnce(page, info, { settle: 5_000 })));
    },
    async scanOverlay(name, page) {
      findings.push(...(await scanOnce(page, info, { overlay: name, settle: 0 })));
    },
    async finish() {
      for (const page of pages) {
        if (page.isClosed()) continue;
        findings.push(...(await scanOnce(page, info, { settle: 5_000 })));
        if (await otherThemeScanned(page)) continue;
        if (await showOtherTheme(page).catch(() => false)) {
          findings.push(...(await scanOnce(page, info, { settle: 5_000 })));
        }
      }
      expect(findings, formatFindings(findings)).toEqual([]);
    },
  };
}
