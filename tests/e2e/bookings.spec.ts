import type { Browser, Page } from "@playwright/test";
import { makeTestVideo } from "../fixtures/make-video";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { waitForAppAfterNavigation } from "./support/hydration";
import { photoFiles } from "./support/photos";
import { approvedProfessional } from "./support/professionals";
import { uniqueTag } from "./support/unique";

/**
 * The e2e realtor books a fresh photographer for one of their listings; the photographer, in a
 * browser of their own, accepts and delivers photos and a video; the realtor adds the photos to
 * the listing, which then credits the photographer, and posts the video as a reel "Video by" them.
 */

const BASE_URL = `http://localhost:${E2E_PORT}`;

// Two browsers, uploads and image work: longer than one page's journey.
test.describe.configure({ timeout: 120_000 });

/** A browser of its own signed in as `email`. */
async function browserAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: E2E_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(signIn.status()).toBe(200);
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  return page;
}

/** A day `offset` days ahead as the date input takes it. */
const dayAhead = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Polls the realtor's reels until the posted video is published; its id. */
async function publishedReel(page: Page, title: string): Promise<string> {
  let id = "";
  await expect(async () => {
    const answer = await page.request.get(`/api/manage/reels?q=${encodeURIComponent(title)}`);
    const items = ((await answer.json()) as { items: { id: string }[] }).items;
    id = items[0]?.id ?? "";
    expect(id).not.toBe("");
  }).toPass({ timeout: 60_000 });
  return id;
}

test("a realtor books a photographer, who accepts and delivers; the listing and reel credit them", async ({
  page,
  browser,
  playwright,
  loginAs,
  createListing,
}) => {
  const tag = uniqueTag();
  const photographer = await approvedProfessional(playwright, "photographer", `Pia ${tag}`, {
    companyName: `${tag} Studio`,
  });
  // Opening the entry lists it in the directory.
  expect((await photographer.api.get("/api/directory/me")).status()).toBe(200);
  await loginAs("realtor");
  const listing = await createListing({ title: `Booked Home ${tag}`, photoLabels: [] });

  // The realtor books from the directory card.
  await page.goto(`/photographers?q=${encodeURIComponent(photographer.name)}`);
  await page.getByRole("button", { name: `Book ${photographer.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${photographer.name}` });
  await dialog.getByLabel("Listing").selectOption(listing.id);
  await dialog.getByLabel("Day").fill(dayAhead(3));
  await dialog.getByRole("checkbox", { name: "Drone" }).check();
  await dialog.getByLabel("Note (optional)").fill("Lockbox code 4411.");
  await dialog.getByRole("button", { name: "Send booking" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=messages&thread=/);
  const booking = page.getByRole("region", { name: /^Photo shoot / });
  await expect(booking).toContainText("Requested");
  await expect(booking).toContainText("Lockbox code 4411.");

  // The photographer accepts in their Inbox and delivers two photos.
  const pro = await browserAs(browser, photographer.email);
  await pro.goto("/dashboard?tab=inbox");
  await pro
    .getByRole("region", { name: "Conversations" })
    .getByRole("link", { name: /Rey Realtor/ })
    .click();
  const theirs = pro.getByRole("region", { name: /^Photo shoot / });
  await theirs.getByRole("button", { name: "Accept" }).click();
  await expect(theirs).toContainText("Confirmed");
  await theirs.getByLabel("Upload photos").setInputFiles(await photoFiles(["Porch", "Hall"]));
  await expect(theirs.getByRole("list", { name: "Uploaded photos" }).getByRole("img")).toHaveCount(
    2,
  );
  const reelTitle = `Tour of ${tag}`;
  await theirs
    .getByLabel("Video file")
    .setInputFiles(await makeTestVideo({ container: "mp4", width: 360, height: 640, seconds: 2 }));
  await theirs.getByLabel("Reel title").fill(reelTitle);
  await theirs.getByRole("button", { name: "Upload video" }).click();
  await expect(theirs.getByLabel(`Delivered video: ${reelTitle}`)).toBeVisible();
  await theirs.getByRole("button", { name: "Deliver 2 photos and the video" }).click();
  await expect(theirs).toContainText("Delivered");
  await pro.context().close();

  // The realtor adds them to the listing in one step, allowing the portfolio.
  await expect(booking).toContainText("Delivered", { timeout: 15_000 });
  await booking
    .getByRole("checkbox", { name: "Let the photographer show these photos in their portfolio" })
    .check();
  await expect(
    booking.getByRole("checkbox", { name: "Post it as a reel on the listing" }),
  ).toBeChecked();
  await booking.getByRole("button", { name: "Add 2 photos and the video to the listing" }).click();
  await expect(page.getByText("Added to the listing")).toBeVisible();

  const reelId = await publishedReel(page, reelTitle);
  await page.goto(`/reels?reel=${reelId}`);
  await expect(
    page
      .getByText(/^Video by/)
      .first()
      .getByRole("link", { name: photographer.name }),
  ).toBeVisible();

  await page.goto(`/property/${listing.id}`);
  const credit = page.getByText(/^Photos by/);
  await expect(credit).toBeVisible();
  const link = credit.getByRole("link", { name: photographer.name });
  await expect(link).toHaveAttribute("href", `/photographers/${photographer.id}`);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: photographer.name })).toBeVisible();
});
