import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { waitForAppAfterNavigation } from "../support/hydration";
import { uniqueTag } from "../support/unique";

// This project runs after every other journey has finished (see playwright.config.ts), so the
// timings measure the app rather than the other tests sharing the server and the two cores.

/** Records, per reel, when its video started playing and when its next frame was shown. */
function recordPlayback() {
  const events: { reelId: string; playingAt: number; frameAt: number | null }[] = [];
  Object.assign(window, { __reelPlayback: events });
  document.addEventListener(
    "playing",
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      const reelId = video.closest<HTMLElement>("[data-reel-id]")?.dataset.reelId ?? "";
      const entry = { reelId, playingAt: performance.now(), frameAt: null as number | null };
      events.push(entry);
      // The first frame painted after playback started; its time shares performance.now()'s
      // origin, the navigation start.
      video.requestVideoFrameCallback((now) => {
        entry.frameAt = now;
      });
    },
    true,
  );
}

/** How many times each page is measured: noise only adds time, so the best attempt counts. */
const ATTEMPTS = 3;

type Reels = { id: string; title: string }[];

interface AppTimings {
  firstFrameMs: number;
  nextReelMs: number;
  /** Where the time went, to tell a slow server from slow code when a bound is missed. */
  scriptsMs: number;
  videoAnswerMs: number;
  videoUrl: string;
}

/** A page in a context of its own (nothing cached) that records playback and page errors. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(recordPlayback);
  return { page, errors, close: () => context.close() };
}

/** When the reel's video painted its first frame (ms since navigation start), once it has. */
async function firstFrameOf(page: Page, reelId: string): Promise<number> {
  const frame = await page.waitForFunction(
    (id) => {
      const events = (
        window as unknown as { __reelPlayback: { reelId: string; frameAt: number | null }[] }
      ).__reelPlayback;
      return events.find((event) => event.reelId === id && event.frameAt !== null)?.frameAt;
    },
    reelId,
    { timeout: 10_000 },
  );
  return Math.round(Number(await frame.jsonValue()));
}

/**
 * Opens the feed at the first reel, waits for its first frame, then, once the next reel has
 * loaded, switches to it by a dot.
 */
async function measureApp(browser: Browser, origin: string, [first, second]: Reels) {
  if (!first || !second) throw new Error("no reels created");
  const { page, errors, close } = await freshPage(browser);
  try {
    await page.goto(`${origin}/reels?reel=${first.id}`);
    const firstFrameMs = await firstFrameOf(page, first.id);
    const videoUrl = await page
      .locator(`[data-reel-id="${first.id}"] video`)
      .evaluate((video: HTMLVideoElement) => video.currentSrc);
    const resources = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const times = (suffix: string, pick: "responseStart" | "responseEnd") =>
        entries
          .filter((entry) => new URL(entry.name).pathname.endsWith(suffix))
          .map((entry) => Math.round(entry[pick]));
      return {
        scriptsMs: Math.max(-1, ...times(".js", "responseEnd")),
        videoAnswerMs: Math.min(...times(".mp4", "responseStart")),
      };
    });
    // Moving on after watching a while, as most do: the next reel has loaded by then (it starts
    // loading once the first has played 2.5 s, reel-feed.tsx).
    await page.locator(`[data-reel-id="${second.id}"] video`).waitFor({ state: "attached" });
    const nextReelMs = await page.evaluate(
      async ({ id, label }) => {
        const events = (
          window as unknown as {
            __reelPlayback: { reelId: string; playingAt: number; frameAt: number | null }[];
          }
        ).__reelPlayback;
        const dot = [...document.querySelectorAll<HTMLAnchorElement>("nav a")].find(
          (link) => link.textContent?.trim() === label,
        );
        if (!dot) throw new Error(`No dot "${label}"`);
        const clickedAt = performance.now();
        dot.click();
        const deadline = clickedAt + 10_000;
        while (performance.now() < deadline) {
          const played = events.find(
            (event) =>
              event.reelId === id && event.playingAt >= clickedAt && event.frameAt !== null,
          );
          if (played?.frameAt) return Math.round(played.frameAt - clickedAt);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        throw new Error("The second reel never played");
      },
      { id: second.id, label: `Go to reel 2: ${second.title}` },
    );
    expect(errors, "page errors").toEqual([]);
    return { firstFrameMs, nextReelMs, videoUrl, ...resources } satisfies AppTimings;
  } finally {
    await close();
  }
}

/**
 * When the same video shows its first frame on a page that is nothing but the video, served from
 * the app's origin: the time no app could beat on this host at this moment.
 */
async function measureBareVideo(browser: Browser, origin: string, videoUrl: string) {
  const { page, close } = await freshPage(browser);
  try {
    await page.route(`${origin}/__bare-video`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><video src="${videoUrl}" muted autoplay playsinline preload="auto"></video>`,
      }),
    );
    await page.goto(`${origin}/__bare-video`);
    // Outside any reel, so recordPlayback files it under the empty id.
    return await firstFrameOf(page, "");
  } finally {
    await close();
  }
}

test.describe("reels performance (production build)", () => {
  test("the first reel shows moving pictures quickly, and a dot switches at once", async ({
    browser,
    baseURL,
    createReels,
  }) => {
    // Six page loads in fresh contexts: up to 20 s each on a busy host.
    test.setTimeout(150_000);
    if (!baseURL) throw new Error("no base URL");
    const tag = uniqueTag();
    const reels = await createReels([`Speed ${tag} one`, `Speed ${tag} two`]);
    // The app and the bare page take turns, so a burst of load elsewhere slows both alike.
    const app: AppTimings[] = [];
    const bare: number[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const timings = await measureApp(browser, baseURL, reels);
      app.push(timings);
      bare.push(await measureBareVideo(browser, baseURL, timings.videoUrl));
    }
    const best = (values: number[]) => Math.min(...values);
    const firstFrameMs = best(app.map((timings) => timings.firstFrameMs));
    const bareMs = best(bare);
    const nextReelMs = best(app.map((timings) => timings.nextReelMs));
    const attempts = (values: number[]) => values.join("/");
    const report = [
      `REELS first frame: ${firstFrameMs} ms (target 1000 ms; attempts ${attempts(app.map((t) => t.firstFrameMs))}; scripts in by ${attempts(app.map((t) => t.scriptsMs))} ms, video answering by ${attempts(app.map((t) => t.videoAnswerMs))} ms)`,
      `REELS same video on a bare page: ${bareMs} ms (attempts ${attempts(bare)}; the app adds ${firstFrameMs - bareMs} ms)`,
      `REELS next reel: ${nextReelMs} ms (target 200 ms; attempts ${attempts(app.map((t) => t.nextReelMs))})`,
    ];
    for (const line of report) {
      console.info(line);
      test.info().annotations.push({ type: "performance", description: line });
    }
    // Generous bounds for a shared 2-core machine: they catch regressions, not jitter. The first
    // frame is bounded by what the app adds to the bare page's time, since a busy host slows both
    // (seen: over 2 s for the bare page alone).
    expect(firstFrameMs - bareMs).toBeLessThan(2_500);
    expect(nextReelMs).toBeLessThan(1_000);
  });
});
