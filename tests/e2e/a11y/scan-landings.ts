import { type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import { OVERLAYS } from "./overlays";
import { claim, isClaimed, type ScanResult, scanKey, writeScanResult } from "./results";
import { type Finding, formatFindings, scan, waitForContent } from "./scan";
import { screenOf } from "./screens";

type Theme = ScanResult["theme"];
const THEMES: Theme[] = ["light", "dark"];
/** Colours fade over transitions; a scan judges the settled page, never one mid-fade. */
const NO_MOTION = "*,*::before,*::after{transition:none!important;animation:none!important}";

/** Every address the page's main frame showed, in-app navigations included. */
export function recordLandings(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.add(frame.url());
  });
  return urls;
}

/** Addresses of the app's pages: not the API, media, files or the test server's own routes. */
function appPages(urls: Iterable<string>, origin: string): URL[] {
  return [...urls]
    .map((url) => new URL(url))
    .filter(
      (url) =>
        url.origin === origin &&
        !/^\/(api|media|assets|__e2e)(\/|$)/.test(url.pathname) &&
        !/\.\w+$/.test(url.pathname),
    );
}

async function showTheme(page: Page, theme: Theme): Promise<boolean> {
  await page.emulateMedia({ colorScheme: theme });
  // An account or device that chose a theme keeps it whatever the system says.
  return page
    .waitForFunction(
      (dark) => document.documentElement.classList.contains("dark") === dark,
      theme === "dark",
      { timeout: 3_000 },
    )
    .then(
      () => true,
      () => false,
    );
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

interface Visit {
  page: Page;
  url: URL;
  signedIn: boolean;
  viewport: ScanResult["viewport"];
  journey: string;
}

/** Scans one address in each theme not yet scanned this run; returns what it found. */
async function scanAddress({ page, url, signedIn, viewport, journey }: Visit): Promise<Finding[]> {
  const requested = screenOf(url).key;
  if (THEMES.every((theme) => isClaimed(scanKey({ screen: requested, theme, viewport, signedIn }))))
    return [];
  await page.goto(url.href);
  const isApp = await page.evaluate(() => "__reactRouterContext" in window);
  if (!isApp) return [];
  await page.waitForFunction(() => document.documentElement.dataset.started === "");
  await waitForContent(page);
  await page.addStyleTag({ content: NO_MOTION });
  const landed = screenOf(new URL(page.url()));
  const found: Finding[] = [];
  for (const theme of THEMES) {
    if (!(await showTheme(page, theme))) continue;
    const key = scanKey({ screen: landed.key, theme, viewport, signedIn });
    if (!claim(key)) continue;
    const where = `${theme} ${page.url()}`;
    const findings = await scan(page, where);
    const overlays = await scanOverlays(page, landed.key, signedIn, where);
    findings.push(...overlays.findings);
    const result = { screen: landed.key, audience: landed.audience, theme, viewport, signedIn };
    writeScanResult({ ...result, journey, url: url.href, overlays: overlays.names, findings });
    found.push(...findings);
  }
  return found;
}

/**
 * After a journey passes, scans each screen it landed on that no test has scanned yet this run,
 * in light and dark, in a page of its own in the journey's context (same visitor, same
 * viewport), so the journey itself is never slowed or disturbed. Fails on serious or critical
 * findings.
 */
export async function scanLandings(context: BrowserContext, urls: Set<string>, info: TestInfo) {
  const origin = new URL(String(info.project.use.baseURL)).origin;
  const pages = appPages(urls, origin);
  if (pages.length === 0) return;
  const signedIn = (await context.cookies()).some((cookie) =>
    cookie.name.endsWith("session_token"),
  );
  const width = info.project.use.viewport?.width ?? 1280;
  const viewport =
    (context.pages()[0]?.viewportSize()?.width ?? width) < 768 ? "mobile" : "desktop";
  const journey = info.titlePath.slice(1).join(" › ");
  // Each first scan costs a page load and two axe runs: give the journey's time limit room.
  info.setTimeout(info.timeout + 15_000 * pages.length);
  const page = await context.newPage();
  const findings: Finding[] = [];
  for (const url of pages) {
    findings.push(...(await scanAddress({ page, url, signedIn, viewport, journey })));
  }
  await page.close();
  expect(findings, formatFindings(findings)).toEqual([]);
}
