import type { Page } from "@playwright/test";
import type { Reel, ReelFeedPage } from "../../src/shared/reels";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { pageTitle } from "./support/page-title";
import { pickFreeSlot, scrollToTourBox } from "./support/tour-slots";
import { uniqueTag } from "./support/unique";

// Decision 009: pages arrive drawn by the server, for whoever asks, and React hydrates them.
// The other journeys open these pages too, so each of them also checks the hydration.

const BASE_URL = `http://localhost:${E2E_PORT}`;
const PHONE =
  "Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** A listing's address and price, and the title that names the home by them. */
const ALDER = {
  address: "5127 SE Alder Grove Ave",
  city: "Portland",
  state: "OR",
  zip: "97215",
  price: 689_000,
};
const ALDER_TITLE = "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · For sale";

test("a listing's page arrives drawn, titled, and reads without scripts", async ({
  browser,
  createListing,
}) => {
  const listing = await createListing({ title: `Drawn on the server ${uniqueTag()}`, ...ALDER });
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByRole("img").first()).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(ALDER_TITLE));
  await context.close();
});

test("a listing's page is taken over in parts, keeping the server's elements", async ({
  page,
  createListing,
}) => {
  const listing = await createListing({ title: `Taken over in parts ${uniqueTag()}` });
  const parts = [
    "header.sticky",
    "a[aria-label^='Open photo 1']",
    "[role=tablist]",
    "aside",
    "footer",
  ];
  await markServerElements(page, parts);
  await page.goto(`/property/${listing.id}`);
  for (const selector of parts) {
    await expect(page.locator(`${selector}[data-from-server]`), selector).toHaveCount(1);
  }

  // Every hydrated part answers.
  await page.getByRole("link", { name: /^Open photo 1 of/ }).click();
  const gallery = page.getByRole("dialog");
  await expect(gallery).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The tour form's code loads as the visitor nears its box, which may sit below the screen.
  await scrollToTourBox(page);
  const tour = page.getByRole("region", { name: "Schedule a Tour" });
  await expect(tour.getByRole("button", { name: "Request Tour" })).toBeDisabled();
  await pickFreeSlot(tour);
  await expect(tour.getByRole("button", { name: "Request Tour" })).toBeEnabled();
  await expect(page.getByRole("combobox", { name: "Theme" })).toBeVisible();
});

test("search results are taken over card by card, keeping the server's cards", async ({
  page,
  createListing,
}) => {
  const tag = uniqueTag();
  const listings = [
    await createListing({ title: `Card kept ${tag} one` }),
    await createListing({ title: `Card kept ${tag} two` }),
  ];
  await markServerElements(page, ["article"]);
  await page.goto(`/search?q=${encodeURIComponent(`Card kept ${tag}`)}`);
  const cards = page.locator("article");
  await expect(cards).toHaveCount(2);
  await expect(page.locator("article[data-from-server]")).toHaveCount(2);

  // A card adopted after the rest opens its listing in the app, without a new page load.
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  const second = listings[1];
  await page
    .getByRole("link", { name: new RegExp(second?.title ?? "") })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: second?.title })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test("the server draws the header of the visitor who is signed in", async ({ page, loginAs }) => {
  const anonymous = await (await page.request.get("/search")).text();
  expect(anonymous).toMatch(/>\s*Sign in\s*</);
  expect(anonymous).not.toContain("Account menu");

  await loginAs("user");
  const signedIn = await page.request.get("/search");
  expect(signedIn.headers()["cache-control"]).toBe("private, no-cache");
  const html = await signedIn.text();
  expect(html).toContain("Account menu");
  expect(html).not.toMatch(/>\s*Sign in\s*</);
});

test("a phone asking for / is sent to the reels, drawn, and stays on them", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    userAgent: PHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const answer = await context.request.get("/", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/reels");
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/reels$/);
  await expect(page.getByRole("feed", { name: "Reels" })).toBeVisible();
  await expect(page.locator("html[data-started]")).toHaveCount(1);
  await context.close();
});

test("unknown listings, posts and paths answer 404 with their Not Found page", async ({ page }) => {
  const missing: [path: string, heading: string][] = [
    ["/property/no-such-listing", "Property Not Found"],
    ["/blog/no-such-post", "Blog Post Not Found"],
    ["/no/such/page", "Page Not Found"],
  ];
  for (const [path, heading] of missing) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain(`>${heading}</h1>`);
  }
  await page.goto("/property/no-such-listing");
  await expect(page.getByRole("heading", { name: "Property Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle("Property Not Found"));
  // The app's own Not Found page, as the scripts draw it (the scans cover it from here).
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a listing's page carries its title, description, preview tags and offer data", async ({
  page,
  createListing,
}) => {
  const listing = await createListing({ title: `Shared listing ${uniqueTag()}`, ...ALDER });
  const html = await (await page.request.get(`/property/${listing.id}`)).text();
  const url = `${BASE_URL}/property/${listing.id}`;
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${ALDER_TITLE} | `);
  expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\//);
  expect(html).toMatch(/<meta name="description" content="\$[\d,]+ · /);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  const offer = JSON.parse(jsonLd ?? "{}");
  expect(offer["@type"]).toBe("RealEstateListing");
  expect(offer.name).toBe(listing.title);
  expect(offer.offers.priceCurrency).toBe("USD");
});

test("members' areas arrive as a skeleton and are drawn in the browser", async ({
  page,
  loginAs,
}) => {
  await loginAs("user");
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).not.toContain(">Dashboard</h1>");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

/**
 * Marks the elements matching `selectors` as they are at DOMContentLoaded, before React has
 * hydrated the page; one that is still marked later was kept by hydration rather than drawn again.
 */
async function markServerElements(page: Page, selectors: string[]) {
  await page.addInitScript((list) => {
    document.addEventListener("DOMContentLoaded", () => {
      for (const element of document.querySelectorAll(list.join(","))) {
        (element as HTMLElement).dataset.fromServer = "";
      }
    });
  }, selectors);
}

/** Records, from the very start of each document, when a video first plays and when the app is live. */
async function recordStart(page: Page) {
  await page.addInitScript(() => {
    const marks: { playing?: number; started?: number } = {};
    Object.assign(window, { startMarks: marks });
    document.addEventListener("playing", () => (marks.playing ??= performance.now()), true);
    new MutationObserver(() => {
      if (marks.started === undefined && document.documentElement.dataset.started === "")
        marks.started = performance.now();
    }).observe(document, { attributes: true, subtree: true });
  });
}

async function startMarks(page: Page) {
  return page.evaluate(
    () => (window as unknown as { startMarks: { playing?: number; started?: number } }).startMarks,
  );
}

test("the first reel waits for the scripts: nothing plays from the markup", async ({ page }) => {
  const html = await (await page.request.get("/reels")).text();
  expect(html).toMatch(/<video[^>]*preload="auto"/);
  expect(html).not.toMatch(/<video[^>]*autoplay/i);
  await recordStart(page);
  await page.goto("/reels");
  await expect.poll(async () => (await startMarks(page)).playing).toBeDefined();
  const marks = await startMarks(page);
  expect(marks.playing).toBeGreaterThan(marks.started ?? Number.POSITIVE_INFINITY);
});

test("the markup starts a phone, or a browser saving data, on the small rendition", async ({
  page,
}) => {
  // The newest reel with two renditions (the demo's have them; reels made by journeys may not).
  let reel: Reel | undefined;
  for (let cursor: string | null = ""; !reel && cursor !== null; ) {
    const feed = (await (
      await page.request.get(`/api/reels?limit=30${cursor ? `&cursor=${cursor}` : ""}`)
    ).json()) as ReelFeedPage;
    reel = feed.items.find((item) => item.video.renditions.length > 1);
    cursor = feed.nextCursor;
  }
  if (!reel) throw new Error("no reel with a small rendition");
  const small = reel.video.renditions[1]?.url;
  const markupSource = async (headers: Record<string, string>) => {
    const html = await (await page.request.get(`/reels?reel=${reel.id}`, { headers })).text();
    return html.match(/<video[^>]*\ssrc="([^"]+)"/)?.[1];
  };
  expect(await markupSource({})).toBe(reel.video.url);
  expect(await markupSource({ "save-data": "on" })).toBe(small);
  expect(await markupSource({ "user-agent": PHONE })).toBe(small);
});

test("a sign-in posted to a page from another site is refused", async ({ page }) => {
  const answer = await page.request.post("/profile", {
    form: { intent: "sign-in", email: "nobody@example.test", password: "whatever-it-is" },
    headers: { origin: "https://elsewhere.example" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
