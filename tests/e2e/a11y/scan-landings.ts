import { expect, type Page, type TestInfo } from "@playwright/test";
import { OVERLAYS } from "./overlays";
import { claim, release, type ScanResult, scanKey, writeScanResult } from "./results";
import { type Finding, formatFindings, scan, waitForContent } from "./scan";
import { screenOf } from "./screens";

type Theme = ScanResult["theme"];
/** Colours fade over transitions; a scan judges the settled page, never one mid-fade. */
const NO_MOTION = "*,*::before,*::after{transition:none!important;animation:none!important}";

/** Addresses of the app's pages: not the API, media, files or the test server's own routes. */
function isAppPage(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    !/^\/(api|media|assets|__e2e)(\/|$)/.test(url.pathname) &&
    !/\.\w+$/.test(url.pathname)
  );
}

async function themeShown(page: Page): Promise<Theme> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  return dark ? "dark" : "light";
}

async function scanOverlays(page: Page, screen: string, signedIn: boolean, where: string) {
  const findings: Finding[] = [];
  const names: string[] = [];
  for (const overlay of OVERLAYS[screen] ?? []) {
    if (overlay.offered && !overlay.offered(signedIn)) continue;
    await overlay.open(page);
    findings.push(...(await scan(page, `${where} + ${overlay.name}`)));
    names.push(overlay.name);
    await page.keyboard.press("Escape");
  }
  return { findings, names };
}

/**
 * Scans the page as it is, in the theme it shows, unless this (screen, theme, viewport, visitor)
 * was scanned earlier in the run. With `overlays`, also opens the screen's overlays: only once the
 * journey is over, since they change what the page shows.
 */
async function scanOnce(page: Page, info: TestInfo, overlays: boolean): Promise<Finding[]> {
  const url = new URL(page.url());
  const origin = new URL(String(info.project.use.baseURL)).origin;
  if (!isAppPage(url, origin)) return [];
  if (!(await page.evaluate(() => "__reactRouterContext" in window))) return [];
  const screen = screenOf(url);
  const theme = await themeShown(page);
  const viewport = (page.viewportSize()?.width ?? 1280) < 768 ? "mobile" : "desktop";
  const signedIn = (await page.context().cookies()).some((c) => c.name.endsWith("session_token"));
  const key = scanKey({ screen: screen.key, theme, viewport, signedIn });
  if (!claim(key)) return [];
  try {
    await waitForContent(page, 5_000);
    const style = await page.addStyleTag({ content: NO_MOTION });
    const where = `${theme} ${viewport} ${url.pathname}${url.search}`;
    const findings = await scan(page, where);
    const opened = overlays
      ? await scanOverlays(page, screen.key, signedIn, where)
      : { findings: [], names: [] };
    await style.evaluate((element) => (element as Element).remove());
    findings.push(...opened.findings);
    const journey = info.titlePath.slice(1).join(" › ");
    writeScanResult({
      ...{ screen: screen.key, audience: screen.audience, theme, viewport, signedIn },
      ...{ journey, url: url.href, overlays: opened.names, findings },
    });
    return findings;
  } catch {
    // The journey moved on mid-scan (a redirect, a page still loading): a later landing scans it.
    release(key);
    return [];
  }
}

/**
 * Scans every screen a journey opens (after each goto or reload, once the app has started) and
 * the screen it ends on, in the theme it shows and then in the other; each combination once per
 * run across workers. Returns a check for the end of the journey that fails on serious or
 * critical findings.
 */
export function scanJourney(page: Page, info: TestInfo) {
  const findings: Finding[] = [];
  for (const method of ["goto", "reload"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        findings.push(...(await scanOnce(page, info, false)));
        return response;
      },
    });
  }
  return async () => {
    if (page.isClosed()) return;
    findings.push(...(await scanOnce(page, info, true)));
    const shown = await themeShown(page).catch(() => null);
    if (shown) {
      // The journey is over: showing the other theme changes nothing it relies on.
      await page.emulateMedia({ colorScheme: shown === "dark" ? "light" : "dark" });
      const switched = await page
        .waitForFunction((was) => !document.documentElement.classList.contains(was), shown, {
          timeout: 2_000,
        })
        .then(
          () => true,
          // An account or device that chose a theme keeps it whatever the system says.
          () => false,
        );
      if (switched) findings.push(...(await scanOnce(page, info, true)));
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  };
}
