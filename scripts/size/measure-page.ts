import {
  type Browser,
  type BrowserContextOptions,
  devices,
  type Page,
  type Request,
} from "@playwright/test";

/**
 * A phone and a laptop, the two screens the budget is held to. The phone says it is one (its
 * browser's user agent), as the server sends phones elsewhere from some pages.
 */
export const VIEWPORTS = {
  phone: {
    userAgent: devices["Pixel 7"].userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** What a page fetched by itself, as URL paths without the leading slash ("assets/x.js"). */
export interface Fetched {
  scripts: string[];
  /** JSON files under /assets (the map's atlas). */
  data: string[];
  /** False when the network never went quiet within the limit (the lists are what came by then). */
  settled: boolean;
  /** The path the page ended on, when it sent the visitor elsewhere. */
  endedOn?: string;
  /** When each file was first asked for, and when the load event came: ms after navigating (for orientation; hosts vary). */
  requestedAt: Record<string, number>;
  loadAt: number;
}

/**
 * Settled: the load event, this long without a request in flight, and then the page's main
 * thread idle without starting another request (on a busy host, hydrating can outlast the
 * quiet spell, and the chunks it starts would be missed).
 */
const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 30_000;
const IDLE_WAIT_MS = 5_000;

interface Activity {
  inFlight: number;
  requests: number;
  last: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true once the page is settled, false at the limit. */
async function untilSettled(page: Page, activity: Activity): Promise<boolean> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    if (activity.inFlight > 0 || Date.now() - activity.last < QUIET_MS) {
      await pause(100);
      continue;
    }
    const requests = activity.requests;
    const idle = await page
      .evaluate(
        (timeout) =>
          new Promise<boolean>((resolve) =>
            requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout }),
          ),
        IDLE_WAIT_MS,
      )
      // A navigation of the page's own (a redirect once live) ends the evaluation: look again.
      .catch(() => false);
    if (idle && activity.requests === requests && activity.inFlight === 0) return true;
  }
  return false;
}

const isScript = (request: Request, pathname: string) =>
  request.resourceType() === "script" || /\.m?js$/.test(pathname);

/**
 * Opens `url` as a first-time visitor (a fresh context: no cache, no storage) on the given
 * screen and records every script and atlas file it fetches, its workers' too, until it is
 * settled, without any input.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  screen: BrowserContextOptions,
): Promise<Fetched> {
  const origin = new URL(url).origin;
  const context = await browser.newContext(screen);
  const scripts = new Set<string>();
  const data = new Set<string>();
  const activity: Activity = { inFlight: 0, requests: 0, last: Date.now() };
  const requestedAt: Record<string, number> = {};
  let navigated = Date.now();
  const record = (address: string, request?: Request) => {
    const { origin: from, pathname } = new URL(address);
    if (from !== origin) return;
    const file = pathname.replace(/^\//, "");
    if (request ? isScript(request, pathname) : true) scripts.add(file);
    else if (pathname.startsWith("/assets/") && pathname.endsWith(".json")) data.add(file);
  };
  const settle = () => {
    activity.inFlight = Math.max(0, activity.inFlight - 1);
    activity.last = Date.now();
  };
  // Context-level events include the requests of the page's workers.
  context.on("request", (request) => {
    const file = new URL(request.url()).pathname.replace(/^\//, "");
    requestedAt[file] ??= Date.now() - navigated;
    activity.inFlight += 1;
    activity.requests += 1;
    activity.last = Date.now();
  });
  context.on("requestfinished", settle);
  context.on("requestfailed", settle);
  context.on("response", (response) => record(response.url(), response.request()));
  context.on("serviceworker", (worker) => record(worker.url()));
  try {
    const page = await context.newPage();
    // A worker built from a blob has no file of its own: its code is counted in the chunk that made it.
    page.on("worker", (worker) => worker.url().startsWith("http") && record(worker.url()));
    navigated = Date.now();
    await page.goto(url, { waitUntil: "load" });
    const loadAt = Date.now() - navigated;
    const settled = await untilSettled(page, activity);
    const endedOn = new URL(page.url()).pathname;
    return {
      scripts: [...scripts],
      data: [...data],
      settled,
      requestedAt,
      loadAt,
      ...(endedOn !== new URL(url).pathname && { endedOn }),
    };
  } finally {
    await context.close();
  }
}
