import { readFileSync } from "node:fs";
import type { Locator, Page, Request } from "@playwright/test";
import { expect, type ReelFixture, test } from "./support/fixtures";
import { pageTitle } from "./support/page-title";
import { uniqueTag } from "./support/unique";

function feed(page: Page) {
  return page.getByRole("feed", { name: "Reels" });
}

/** The reel each page was opened at (openAt): newer reels load above it, so counting starts there. */
const openedAt = new WeakMap<Page, string>();

/** The n-th reel of the feed (0-based), counted from the reel the test opened. */
function nth(page: Page, index: number) {
  const opened = openedAt.get(page);
  if (opened === undefined) return feed(page).getByRole("article").nth(index);
  const start = reelNamed(page, opened);
  return index === 0 ? start : start.locator(`xpath=following-sibling::article[${index}]`);
}

/** A reel's dot, whatever its number among the reels loaded so far. */
function dot(page: Page, title: string) {
  return page.getByRole("link", { name: new RegExp(`^Go to reel \\d+: ${title}$`) });
}

function reelNamed(page: Page, title: string) {
  return feed(page).getByRole("article", { name: title });
}

interface VideoState {
  present: boolean;
  paused: boolean;
  currentTime: number;
  src: string;
  preload: string;
}

/** The reel's video as the browser sees it; `present: false` when the reel shows only a poster. */
function videoState(reel: Locator): Promise<VideoState> {
  return reel.evaluate((element) => {
    const video = element.querySelector("video");
    if (!video) return { present: false, paused: true, currentTime: 0, src: "", preload: "" };
    return {
      present: true,
      paused: video.paused,
      currentTime: video.currentTime,
      src: video.currentSrc || video.getAttribute("src") || "",
      preload: video.preload,
    };
  });
}

/** Playing for real: not paused, and the clock moves on. */
async function expectPlaying(reel: Locator) {
  await expect.poll(async () => (await videoState(reel)).paused, { timeout: 10_000 }).toBe(false);
  const before = (await videoState(reel)).currentTime;
  await expect
    .poll(async () => (await videoState(reel)).currentTime, { timeout: 5_000 })
    .toBeGreaterThan(before);
}

async function expectNotPlaying(reel: Locator) {
  await expect.poll(async () => (await videoState(reel)).paused).toBe(true);
}

async function openAt(page: Page, reel: ReelFixture) {
  openedAt.set(page, reel.title);
  await page.goto(`/reels?reel=${reel.id}`);
  await expect(nth(page, 0)).toBeVisible();
}

test.describe("reels feed", () => {
  test("plays the reel in view, preloads only the next, and follows dots, keys and scrolling", async ({
    page,
    createReels,
  }) => {
    const tag = uniqueTag();
    const reels = await createReels([1, 2, 3, 4].map((n) => `Feed ${tag} reel ${n}`));
    const [first] = reels;
    if (!first) throw new Error("no reels created");
    await openAt(page, first);
    await expect(page).toHaveTitle(pageTitle("Reels"));

    // The first reel plays; the next one has its source, preloaded and paused; the rest only a poster.
    await expectPlaying(nth(page, 0));
    await expect.poll(async () => (await videoState(nth(page, 1))).present).toBe(true);
    const next = await videoState(nth(page, 1));
    expect(next).toMatchObject({ present: true, paused: true, preload: "auto" });
    expect(next.src).toContain("/media/");
    expect((await videoState(nth(page, 2))).present).toBe(false);
    expect((await videoState(nth(page, 3))).present).toBe(false);
    await expect(dot(page, first.title)).toHaveAttribute("aria-current", "true");

    // A dot goes straight to its reel.
    await dot(page, reels[2]?.title ?? "").click();
    await expectPlaying(nth(page, 2));
    await expect(dot(page, reels[2]?.title ?? "")).toHaveAttribute("aria-current", "true");
    expect((await videoState(nth(page, 0))).present).toBe(false);
    await expect.poll(async () => (await videoState(nth(page, 3))).present).toBe(true);

    // ArrowDown moves on; the reel left behind stops.
    await feed(page).focus();
    await page.keyboard.press("ArrowDown");
    await expectPlaying(nth(page, 3));
    await expectNotPlaying(nth(page, 2));

    // So does scrolling: back up to the second reel.
    await nth(page, 1).evaluate((element) => element.scrollIntoView());
    await expectPlaying(nth(page, 1));
    await expectNotPlaying(nth(page, 2));
    expect((await videoState(nth(page, 3))).present).toBe(false);

    // k goes back one more.
    await page.keyboard.press("k");
    await expectPlaying(nth(page, 0));
  });

  test("PageDown, Space, PageUp and Shift+Space move between reels before anything is clicked", async ({
    page,
    createReels,
  }) => {
    const tag = uniqueTag();
    const reels = await createReels([1, 2, 3].map((n) => `Keys ${tag} reel ${n}`));
    const [first] = reels;
    if (!first) throw new Error("no reels created");
    await openAt(page, first);
    const current = (n: number) =>
      expect(dot(page, reels[n - 1]?.title ?? "")).toHaveAttribute("aria-current", "true");
    await current(1);
    // The focus is on the page itself, as after landing on it.
    await page.keyboard.press("PageDown");
    await current(2);
    await page.keyboard.press("Space");
    await current(3);
    await page.keyboard.press("PageUp");
    await current(2);
    await page.keyboard.press("Shift+Space");
    await current(1);
  });

  test("a shared link of an older reel goes on both ways: newer reels above it", async ({
    page,
    createReels,
  }) => {
    const tag = uniqueTag();
    const [newest, middle, oldest] = await createReels(
      [1, 2, 3].map((n) => `Both ways ${tag} reel ${n}`),
    );
    if (!newest || !middle || !oldest) throw new Error("no reels created");
    await page.goto(`/reels?reel=${oldest.id}`);
    // Newer reels load above, and the shared reel stays the one in view.
    const oldestDot = page.getByRole("link", { name: new RegExp(`: ${oldest.title}$`) });
    await expect(page.getByRole("link", { name: new RegExp(`: ${middle.title}$`) })).toBeAttached();
    await expect(oldestDot).toHaveAttribute("aria-current", "true");
    await expectPlaying(reelNamed(page, oldest.title));
    await page.keyboard.press("ArrowUp");
    await expect(
      page.getByRole("link", { name: new RegExp(`: ${middle.title}$`) }),
    ).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowUp");
    await expect(
      page.getByRole("link", { name: new RegExp(`: ${newest.title}$`) }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("the next reel starts downloading only once the reel in view has played a while", async ({
    page,
  }) => {
    // When the first reel plays and when a second video element appears, from the document's start.
    await page.addInitScript(() => {
      const marks: { playing?: number; nextVideo?: number } = {};
      Object.assign(window, { reelMarks: marks });
      document.addEventListener("playing", () => (marks.playing ??= performance.now()), true);
      new MutationObserver(() => {
        if (marks.nextVideo === undefined && document.querySelectorAll("video").length > 1)
          marks.nextVideo = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/reels");
    await expectPlaying(nth(page, 0));
    await expect.poll(async () => (await videoState(nth(page, 1))).present).toBe(true);
    expect(await videoState(nth(page, 1))).toMatchObject({ paused: true, preload: "auto" });
    const marks = await page.evaluate(
      () => (window as unknown as { reelMarks: { playing: number; nextVideo: number } }).reelMarks,
    );
    // The feed waits 2.5 s (reel-feed.tsx); a little less allows for timer rounding.
    expect(marks.nextVideo - marks.playing).toBeGreaterThanOrEqual(2_400);
  });

  test("a reel shorter than that wait still lets the next one load", async ({
    page,
    createReels,
  }) => {
    const [first, second] = await createReels([`Short ${uniqueTag()}`, `After ${uniqueTag()}`]);
    if (!first || !second) throw new Error("no reels created");
    // Every video of this page is a 2-second clip, so the reel in view loops (and says `playing`
    // again) before the 2.5 s wait is over.
    const clip = readFileSync("tests/fixtures/videos/portrait.mp4");
    await page.route(/\.mp4(\?|$)/, (route) =>
      route.fulfill({ body: clip, contentType: "video/mp4" }),
    );
    await openAt(page, first);
    await expectPlaying(nth(page, 0));
    await expect(nth(page, 1)).toHaveAccessibleName(second.title);
    await expect
      .poll(async () => (await videoState(nth(page, 1))).present, { timeout: 8_000 })
      .toBe(true);
    // The clip really was the short one, so it looped meanwhile.
    expect(await nth(page, 0).evaluate((el) => el.querySelector("video")?.duration)).toBeLessThan(
      2.5,
    );
  });

  test("the sound button toggles between muted and unmuted", async ({ page, createReels }) => {
    const [reel] = await createReels([`Sound ${uniqueTag()}`]);
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    const item = nth(page, 0);
    await expectPlaying(item);
    const muted = () => item.evaluate((element) => element.querySelector("video")?.muted);
    expect(await muted()).toBe(true);
    await item.getByRole("button", { name: "Unmute" }).click();
    await expect(item.getByRole("button", { name: "Mute" })).toBeVisible();
    expect(await muted()).toBe(false);
    await item.getByRole("button", { name: "Mute" }).click();
    expect(await muted()).toBe(true);
  });

  test("shows the poster's name, the title and a link to the listing", async ({
    page,
    createReels,
    createListing,
  }) => {
    const listing = await createListing({ title: `Reel Listing ${uniqueTag()}` });
    const [reel] = await createReels([`Linked ${uniqueTag()}`], { propertyId: listing.id });
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    const item = nth(page, 0);
    await expect(item.getByRole("heading", { name: reel.title })).toBeVisible();
    await expect(item.getByText("Rey Realtor")).toBeVisible();
    await item.getByRole("link", { name: "View property" }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}\\?from=reel$`));
    await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  });

  test("an unknown reel link says so", async ({ page }) => {
    await page.goto("/reels?reel=00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("This reel doesn't exist or may have been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Watch all reels" }).click();
    await expect(page).toHaveURL(/\/reels$/);
  });
});

test.describe("reel likes", () => {
  test("asks visitors to sign in", async ({ page, createReels }) => {
    const [reel] = await createReels([`Visitor ${uniqueTag()}`]);
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    await nth(page, 0).getByRole("button", { name: "Like, 0 likes" }).click();
    await expect(page.getByText("Sign in required")).toBeVisible();
    await expect(page.getByText("Please sign in to like reels.")).toBeVisible();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(
      `/profile?returnTo=${encodeURIComponent(`/reels?reel=${reel.id}&intent=like%3A${reel.id}`)}`,
    );
  });

  test("like and unlike persist, and quick clicks never double count", async ({
    page,
    loginAs,
    createReels,
  }) => {
    await loginAs("user");
    const [reel] = await createReels([`Liked ${uniqueTag()}`]);
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    const like = () => nth(page, 0).getByRole("button", { name: /^Like,/ });

    await expect(like()).toHaveAccessibleName("Like, 0 likes");
    await expect(like()).toHaveAttribute("aria-pressed", "false");
    // The button answers at once (optimistic); the reload waits for the server to have it.
    const stored = page.waitForResponse(
      (r) => r.url().endsWith("/like") && r.request().method() === "PUT",
    );
    await like().click();
    await expect(like()).toHaveAccessibleName("Like, 1 like");
    await expect(like()).toHaveAttribute("aria-pressed", "true");
    await stored;

    await page.reload();
    await expect(like()).toHaveAccessibleName("Like, 1 like");
    await expect(like()).toHaveAttribute("aria-pressed", "true");

    await like().click();
    await expect(like()).toHaveAccessibleName("Like, 0 likes");
    await expect(like()).toHaveAttribute("aria-pressed", "false");

    // Three quick clicks end liked, counted once, on screen and on the server.
    const likes = { sent: 0, open: 0 };
    const isLike = (request: Request) => request.url().endsWith("/like");
    page.on("request", (request) => {
      if (!isLike(request)) return;
      likes.sent++;
      likes.open++;
    });
    const ended = (request: Request) => {
      if (isLike(request)) likes.open--;
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    await like().click();
    await like().click();
    await like().click();
    await expect(like()).toHaveAccessibleName("Like, 1 like");
    await expect(like()).toHaveAttribute("aria-pressed", "true");
    // The server's state counts once no like is on its way: a reload would cut a chain of them
    // short, and a read between two of them can see a state the next one changes.
    await expect
      .poll(async () => {
        const sent = likes.sent;
        if (likes.open > 0) return "a like on its way";
        const response = await page.request.get(`/api/reels/${reel.id}`);
        const body = (await response.json()) as { likeCount: number; likedByMe: boolean };
        if (likes.open > 0 || likes.sent !== sent) return "a like on its way";
        return [body.likeCount, body.likedByMe];
      })
      .toEqual([1, true]);
    await page.reload();
    await expect(like()).toHaveAccessibleName("Like, 1 like");
  });
});

test.describe("reel comments", () => {
  test("posts comments that show as text, newest first, and counts them", async ({
    page,
    loginAs,
    createReels,
  }) => {
    await loginAs("user");
    const [reel] = await createReels([`Commented ${uniqueTag()}`]);
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    const commentButton = nth(page, 0).getByRole("button", { name: /^Comment,/ });
    await expect(commentButton).toHaveAccessibleName("Comment, 0 comments");
    await commentButton.click();

    const dialog = page.getByRole("dialog", { name: "Comments" });
    await expect(dialog.getByText("No comments yet. Be the first to comment.")).toBeVisible();
    const box = dialog.getByLabel("Add a comment");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect(dialog.getByText("Comment cannot be empty")).toBeVisible();

    const markup = "Love the <b>kitchen</b> <img src=x onerror=alert(1)>";
    await box.fill(markup);
    await expect(dialog.getByText(`${markup.length}/500`)).toBeVisible();
    await dialog.getByRole("button", { name: "Post" }).click();
    const comments = dialog.getByRole("list", { name: "Comments" }).getByRole("listitem");
    await expect(comments.first()).toContainText(markup);
    await expect(comments.first()).toContainText("Uma User");
    await expect(dialog.locator("b, img")).toHaveCount(0);
    await expect(box).toHaveValue("");
    await expect(dialog.getByText("0/500")).toBeVisible();

    await box.fill("A second thought");
    await box.press("Control+Enter");
    await expect(comments.first()).toContainText("A second thought");
    await expect(comments).toHaveCount(2);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(commentButton).toHaveAccessibleName("Comment, 2 comments");
    await expect(commentButton).toBeFocused();

    await page.reload();
    await expect(commentButton).toHaveAccessibleName("Comment, 2 comments");
    await commentButton.click();
    await expect(comments).toHaveCount(2);
    await expect(comments.first()).toContainText("A second thought");
    await expect(comments.nth(1)).toContainText(markup);
  });

  test("visitors read comments and are offered to sign in", async ({ page, createReels }) => {
    const [reel] = await createReels([`Read only ${uniqueTag()}`]);
    if (!reel) throw new Error("no reel created");
    await openAt(page, reel);
    await nth(page, 0).getByRole("button", { name: "Comment, 0 comments" }).click();
    const dialog = page.getByRole("dialog", { name: "Comments" });
    await expect(dialog.getByText("No comments yet. Be the first to comment.")).toBeVisible();
    await expect(dialog.getByLabel("Add a comment")).toHaveCount(0);
    await dialog.getByRole("link", { name: "Sign in to comment" }).click();
    await expect(page).toHaveURL(
      `/profile?returnTo=${encodeURIComponent(`/reels?reel=${reel.id}`)}`,
    );
  });
});

test.describe("reel sharing", () => {
  test("copies the reel's own link, which opens the feed at that reel", async ({
    page,
    context,
    createReels,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const tag = uniqueTag();
    const [newer, older] = await createReels([`Share ${tag} newer`, `Share ${tag} older`]);
    if (!newer || !older) throw new Error("no reels created");
    await openAt(page, newer);
    // Headless Chromium on Linux has no share sheet, so the link goes to the clipboard.
    await reelNamed(page, older.title).scrollIntoViewIfNeeded();
    await expectPlaying(reelNamed(page, older.title));
    await reelNamed(page, older.title).getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    await expect(page.getByText("The reel link is on your clipboard.")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}/reels?reel=${older.id}`);
    await page.goto(link);
    await expect(page.getByRole("link", { name: new RegExp(`: ${older.title}$`) })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
