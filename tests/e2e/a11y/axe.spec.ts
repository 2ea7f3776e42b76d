import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { writeCombinationResult } from "./results";
import { type DemoIds, type RouteVisit, readDemoIds, routesFor, type Visitor } from "./routes";
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

/**
 * The admin's visit is twice anyone else's, so its back office (/admin/...) is scanned in a test
 * of its own: the two workers share the load and no test nears its time limit.
 */
const PARTS: Record<Visitor, string[]> = {
  anonymous: ["site"],
  user: ["site"],
  realtor: ["site"],
  admin: ["site", "back office"],
};

function routesOfPart(visitor: Visitor, part: string, ids: DemoIds) {
  const routes = routesFor(visitor, ids);
  if (PARTS[visitor].length === 1) return routes;
  const backOffice = part === "back office";
  return routes.filter((route) => route.path.startsWith("/admin") === backOffice);
}

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
  // Only running ones count: Chromium keeps finished transitions of elements it skips drawing
  // (inside a closed <details>) listed for good.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
      ),
  );
}

/**
 * Waits for the toast a visit raises and holds it: the pointer rests on it, which pauses sonner's
 * timer, so no scan catches it sliding in or fading out (seen once: a contrast of 1.05 on a toast
 * still fading in).
 */
async function holdToast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).hover();
}

/** Closes every toast, so none is still there, or leaving, when the next page is scanned. */
async function dismissToasts(page: Page) {
  await page.mouse.move(0, 0);
  // Clicked in the page: toasts restack as they go, never "stable" for Playwright's click.
  await page.getByRole("button", { name: "Close toast" }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

interface ThemeTally {
  findings: Finding[];
  pages: number;
  overlays: number;
}

/**
 * Scans in the theme the page already shows, then in the other: consecutive pages alternate
 * light-dark and dark-light, so each page costs one switch (and its colour fade) instead of two.
 */
async function scanBothThemes(page: Page, where: string, tally: Record<Theme, ThemeTally>) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of dark ? THEMES.toReversed() : THEMES) {
    await switchTheme(page, theme);
    tally[theme].findings.push(...(await scan(page, where)));
  }
}

/**
 * The first route is loaded in full; the rest are reached through the app's own router, as a
 * click on a link would (history entry, then the router's popstate listener). Hydrated pages
 * are the same markup either way, and a full load per route cost about 1.4 s of page build and
 * 0.7 s of putting axe back in; the server-drawn pages have journeys of their own
 * (server-render.spec.ts).
 */
async function visit(page: Page, path: string, first: boolean) {
  if (first) {
    await page.goto(path);
  } else {
    await page.evaluate(async (to) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
      // Let the router render the new route (or its loading state) before content is judged.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    }, path);
  }
  await waitForContent(page);
}

async function scanRoutes(page: Page, routes: RouteVisit[]) {
  const tally = {
    light: { findings: [], pages: 0, overlays: 0 },
    dark: { findings: [], pages: 0, overlays: 0 },
  } as Record<Theme, ThemeTally>;
  const scanned = new Set<string>();
  for (const [index, route] of routes.entries()) {
    await visit(page, route.path, index === 0);
    const where = landing(page);
    // A guarded route that sends the visitor to a page already scanned adds nothing new.
    if (where !== route.path && scanned.has(where)) continue;
    scanned.add(where);
    if (route.toast) await holdToast(page, route.toast);
    await scanBothThemes(page, where, tally);
    for (const theme of THEMES) tally[theme].pages += 1;
    for (const overlay of route.overlays ?? []) {
      await overlay.open(page);
      await scanBothThemes(page, `${where} + ${overlay.name}`, tally);
      for (const theme of THEMES) tally[theme].overlays += 1;
      await page.keyboard.press("Escape");
    }
    if (route.toast) await dismissToasts(page);
  }
  return tally;
}

for (const visitor of VISITORS) {
  for (const part of PARTS[visitor]) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(() => {
        test.use(viewport);
        const name = `${visitor} ${viewportName}${part === "site" ? "" : ` ${part}`}`;
        test(`axe: ${name}`, async ({ page, loginAs }, testInfo) => {
          testInfo.setTimeout(180_000);
          if (visitor !== "anonymous") await loginAs(visitor);
          const ids = await readDemoIds(page);
          const started = Date.now();
          const tally = await scanRoutes(page, routesOfPart(visitor, part, ids));
          const seconds = (Date.now() - started) / 1000;
          const findings: Finding[] = [];
          for (const theme of THEMES) {
            const combination = `${visitor} ${viewportName} ${theme}`;
            const { pages, overlays } = tally[theme];
            writeCombinationResult({ combination, part, ...tally[theme], seconds: seconds / 2 });
            console.info(
              `a11y ${combination} (${part}): ${pages} pages + ${overlays} overlays, ${tally[theme].findings.length} serious/critical`,
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
}
