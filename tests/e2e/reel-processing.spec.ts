import { readFile } from "node:fs/promises";
import type { BrowserContext, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { ReelUploadState } from "../../src/shared/manage-reels";
import { makeTestVideo, PHONE_CLIP } from "../fixtures/make-video";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { approvedProfessional } from "./support/professionals";
import { uniqueTag } from "./support/unique";

/** Processing transcodes the video first: a few seconds for a short clip on a small host. */
const PROCESSED_WITHIN = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Signs the page in as a new realtor: an account takes five uploads in ten minutes, and the
 * shared e2e realtor's are spent by other journeys (and by repeated runs).
 */
async function signInAsNewRealtor(page: Page, playwright: PlaywrightWorkerArgs["playwright"]) {
  const realtor = await approvedProfessional(playwright, "realtor", "Rio Realtor", {});
  await realtor.api.dispose();
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: realtor.email, password: E2E_PASSWORD },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(200);
}

function uploadDialog(page: Page) {
  return page.getByRole("dialog", { name: "Upload Reel" });
}

function processing(dialog: Locator) {
  return dialog.getByRole("progressbar", { name: /^Processing \d+%$/ });
}

/** The id the server gave the upload, which is the reel's once it is published. */
async function sendUpload(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.url().endsWith("/api/manage/reels") && answer.request().method() === "POST",
    ),
    uploadDialog(page).getByRole("button", { name: "Upload Reel" }).click(),
  ]);
  expect(response.status()).toBe(202);
  return ((await response.json()) as ReelUploadState).id;
}

/** A reel's video and its first text track's cues, as the browser plays them. */
function playback(reel: Locator) {
  return reel.evaluate((element) => {
    const video = element.querySelector("video");
    const track = video?.textTracks[0];
    return {
      src: video?.currentSrc ?? "",
      playing: Boolean(video && !video.paused && video.currentTime > 0),
      cues: Array.from(track?.cues ?? [], (cue) => (cue as VTTCue).text),
    };
  });
}

/**
 * A connection the browser measures at about 2 Mbps: slow enough for the small rendition,
 * whatever this host's own estimate is.
 */
async function slowConnection(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 2_000_000 / 8,
    uploadThroughput: -1,
  });
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a realtor posts an iPhone video with typed captions; a buyer on a slow connection watches it small, captioned, without its location", async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const title = `Balcony at dusk ${uniqueTag()}`;
    await signInAsNewRealtor(page, playwright);
    await page.goto("/dashboard?tab=reels");
    await page.getByRole("button", { name: "Upload Reel" }).click();
    const dialog = uploadDialog(page);

    // Straight from the camera roll: HEVC in a .mov, with the place it was shot.
    const clip = await makeTestVideo(PHONE_CLIP);
    await dialog.getByLabel("Video", { exact: true }).setInputFiles({
      name: "IMG_0412.MOV",
      mimeType: "video/quicktime",
      buffer: await readFile(clip),
    });
    // Chromium cannot decode HEVC: no preview, so the poster comes from the video.
    await expect(dialog.getByText("Your browser can't preview this video.")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Take it from the video" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Use a frame from the preview" })).toHaveCount(
      0,
    );
    await dialog.getByLabel("Title").fill(title);
    await dialog
      .getByLabel("Type captions, one line each")
      .fill("Sunset over the bay\nSouth-facing balcony");

    const reelId = await sendUpload(page);
    await expect(processing(dialog)).toBeVisible();
    await expect(page.getByText("Reel published")).toBeVisible(PROCESSED_WITHIN);
    await expect(dialog).toBeHidden();

    // A buyer, signed out on a phone of their own, opens the reel's shared link.
    const buyer = await browser.newContext({ ...PHONE, baseURL });
    const buyerPage = await buyer.newPage();
    const errors: string[] = [];
    buyerPage.on("pageerror", (error) => errors.push(error.message));
    await slowConnection(buyer, buyerPage);
    await buyerPage.goto(`/reels?reel=${reelId}`);
    const reel = buyerPage.getByRole("feed", { name: "Reels" }).getByRole("article", {
      name: title,
    });
    await expect(reel).toBeVisible();
    await expect.poll(async () => (await playback(reel)).playing).toBe(true);
    const played = await playback(reel);
    expect(played.src).toMatch(/\/360\.mp4$/);
    // The caption file may still be on its way, behind the video on this slow connection.
    await expect
      .poll(async () => (await playback(reel)).cues)
      .toEqual(["Sunset over the bay", "South-facing balcony"]);
    await expect(reel.getByText(/^(Sunset over the bay|South-facing balcony)$/)).toBeVisible();
    await expect(reel.getByRole("button", { name: "Captions" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // What the buyer downloaded says nothing of where or with what it was filmed.
    const served = await buyerPage.request.get(played.src);
    expect(served.ok()).toBe(true);
    const bytes = await served.body();
    for (const tell of ["\u00a9xyz", "Apple", "iPhone"]) {
      expect(bytes.includes(Buffer.from(tell, "latin1")), tell).toBe(false);
    }
    expect(errors).toEqual([]);
    await buyer.close();
  });
});

test("an upload with no video track fails with the reason, fails again on retry, and is deleted", async ({
  page,
  playwright,
}) => {
  const title = `Voice memo ${uniqueTag()}`;
  await signInAsNewRealtor(page, playwright);
  await page.goto("/dashboard?tab=reels");
  await page.getByRole("button", { name: "Upload Reel" }).click();
  const dialog = uploadDialog(page);
  const soundOnly = await makeTestVideo({
    container: "mp4",
    width: 360,
    height: 640,
    seconds: 1,
    audio: true,
    video: false,
  });
  await dialog.getByLabel("Video", { exact: true }).setInputFiles(soundOnly);
  await expect(dialog.getByRole("radio", { name: "Take it from the video" })).toBeChecked();
  await dialog.getByLabel("Title").fill(title);
  await sendUpload(page);

  const failure = dialog.getByRole("alert").filter({ hasText: "This file has no video track" });
  await expect(failure).toBeVisible(PROCESSED_WITHIN);
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(processing(dialog)).toBeVisible();
  await expect(failure).toBeVisible(PROCESSED_WITHIN);

  await dialog.getByRole("button", { name: "Delete upload" }).click();
  await expect(page.getByText("Upload deleted")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  // The account's reels have loaded (its storage shows), with nothing in progress.
  await expect(page.getByText(/^Storage: .+ used$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "In progress" })).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
});

test("the CC button hides and shows captions, and the choice follows the viewer to the next reel", async ({
  page,
  createReels,
}) => {
  const tag = uniqueTag();
  const [first, second] = await createReels([`Captioned ${tag} 1`, `Captioned ${tag} 2`], {
    captions: "WEBVTT\n\n00:00:00.000 --> 00:01:00.000\nWelcome to the loft\n",
  });
  if (!first || !second) throw new Error("no reels created");
  await page.goto(`/reels?reel=${first.id}`);
  const feed = page.getByRole("feed", { name: "Reels" });
  const reel = feed.getByRole("article", { name: first.title });
  const cc = reel.getByRole("button", { name: "Captions" });
  const words = "Welcome to the loft";
  await expect(reel.getByText(words)).toBeVisible();
  await expect(cc).toHaveAttribute("aria-pressed", "true");

  await cc.click();
  await expect(cc).toHaveAttribute("aria-pressed", "false");
  await expect(reel.getByText(words)).toBeHidden();

  // The next reel starts with captions off too.
  await feed.focus();
  await page.keyboard.press("ArrowDown");
  const next = feed.getByRole("article", { name: second.title });
  await expect.poll(async () => (await playback(next)).playing).toBe(true);
  await expect(next.getByText(words)).toBeHidden();
  await expect(next.getByRole("button", { name: "Captions" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // And on again.
  await next.getByRole("button", { name: "Captions" }).click();
  await expect(next.getByText(words)).toBeVisible();
});
