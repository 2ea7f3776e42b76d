import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { writeCombinationResult } from "./results";
import { type DemoIds, readDemoIds, routesFor, type Visitor } from "./routes";
import { type Finding, formatFindings, scan, waitForContent } from "./scan";

/**
 * Issue 9 part 1: axe-core (WCAG 2.0-2.2 A/AA) over every route of both specifications, for each
 * visitor, at desktop and 390 px mobile, in light and dark theme. One test per visitor and
 * viewport visits its routes in turn (one browser context, one sign-in) and scans each page in
 * both themes, switching the device's colour scheme in place, which halves the page loads.
 */
const VISITORS: Visitor[] = ["anonymous", "user", "realtor", "admin"];
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** The page as the app shows it (pathname and query): a redirect's landing page. */
function landing(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Switches the device's colour scheme; accounts and this device keep the "system" theme, so
 * the app follows it at once. Checks the app really shows that theme before anything is scanned.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Colours fade over a transition (transition-colors): judge contrast once they have settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

interface ThemeTally {
  findings: Finding[];
  pages: number;
  overlays: number;
}

async function scanBothThemes(page: Page, where: string, tally: Record<Theme, ThemeTally>) {
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    tally[theme].findings.push(...(await scan(page, where)));
  }
}

async function scanRoutes(page: Page, visitor: Visitor, ids: DemoIds) {
  const tally = {
    light: { findings: [], pages: 0, overlays: 0 },
    dark: { findings: [], pages: 0, overlays: 0 },
  } as Record<Theme, ThemeTally>;
  const scanned = new Set<string>();
  for (const route of routesFor(visitor, ids)) {
    await page.goto(route.path);
    await waitForContent(page);
    const where = landing(page);
    // A guarded route that sends the visitor to a page already scanned adds nothing new.
    if (where !== route.path && scanned.has(where)) continue;
    scanned.add(where);
    await scanBothThemes(page, where, tally);
    for (const theme of THEMES) tally[theme].pages += 1;
    for (const overlay of route.overlays ?? []) {
      await overlay.open(page);
      await scanBothThemes(page, `${where} + ${overlay.name}`, tally);
      for (const theme of THEMES) tally[theme].overlays += 1;
      await page.keyboard.press("Escape");
    }
  }
  return tally;
}

for (const visitor of VISITORS) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(() => {
      test.use(viewport);
      test(`axe: ${visitor} ${viewportName}`, async ({ page, loginAs }, testInfo) => {
        testInfo.setTimeout(180_000);
        if (visitor !== "anonymous") await loginAs(visitor);
        const ids = await readDemoIds(page);
        const started = Date.now();
        const tally = await scanRoutes(page, visitor, ids);
        const seconds = (Date.now() - started) / 1000;
        const findings: Finding[] = [];
        for (const theme of THEMES) {
          const combination = `${visitor} ${viewportName} ${theme}`;
          const { pages, overlays } = tally[theme];
          writeCombinationResult({ combination, ...tally[theme], seconds: seconds / 2 });
          console.info(
            `a11y ${combination}: ${pages} pages + ${overlays} overlays, ${tally[theme].findings.length} serious/critical`,
          );
          findings.push(
            ...tally[theme].findings.map((f) => ({ ...f, where: `${theme} ${f.where}` })),
          );
        }
        expect(findings, formatFindings(findings)).toEqual([]);
      });
    });
  }
}
