import type { Page } from "@playwright/test";
import { makeTestVideo } from "../fixtures/make-video";
import { expect, test } from "./support/fixtures";
import { photoFile } from "./support/photos";
import { uniqueTag } from "./support/unique";

/** H.264, which Chromium previews; the server refuses videos under 240 px on the short side. */
const VIDEO = { container: "mp4", width: 360, height: 640, seconds: 2 } as const;
/** Processing transcodes the video first: a few seconds for a short clip on a small host. */
const PUBLISHED_WITHIN = { timeout: 30_000 };
const DEMO_LISTING = "Downtown Loft in a Converted Warehouse";

function uploadDialog(page: Page) {
  return page.getByRole("dialog", { name: "Upload Reel" });
}

/** Chooses a generated video and waits until a frame of it is the poster. */
async function chooseVideo(page: Page) {
  const dialog = uploadDialog(page);
  await dialog.getByLabel("Video", { exact: true }).setInputFiles(await makeTestVideo(VIDEO));
  await expect(dialog.getByLabel("Video preview")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Use a frame from the preview" })).toBeChecked();
  await expect(dialog.getByRole("img", { name: "Poster preview" })).toBeVisible();
}

/** Sends the upload, follows its processing and waits for the reel to be published. */
async function uploadAndPublish(page: Page) {
  const dialog = uploadDialog(page);
  await dialog.getByRole("button", { name: "Upload Reel" }).click();
  await expect(dialog.getByRole("progressbar", { name: /^Processing \d+%$/ })).toBeVisible();
  await expect(page.getByText("Reel published")).toBeVisible(PUBLISHED_WITHIN);
  await expect(dialog).toBeHidden();
}

async function rowOf(page: Page, title: string) {
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

test("an admin uploads a reel with a frame as poster, links a listing, edits and deletes it", async ({
  page,
  loginAs,
  context,
}) => {
  await loginAs("admin");
  const title = `Loft walk-through ${uniqueTag()}`;
  await page.goto("/admin/reels");
  await expect(page.getByRole("heading", { name: "Reels", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Upload Reel" }).click();
  const dialog = uploadDialog(page);
  // Nothing chosen yet: the form says what is missing.
  await dialog.getByRole("button", { name: "Upload Reel" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();

  await chooseVideo(page);
  // Another moment of the video as the poster.
  await dialog.getByLabel(/Frame at/).fill("1.5");
  await dialog.getByRole("button", { name: "Use this frame" }).click();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("searchbox", { name: "Search listings" }).fill("Downtown Loft");
  const property = dialog.getByRole("combobox", { name: "Property" });
  await expect(property.getByRole("option", { name: DEMO_LISTING })).toBeAttached();
  await property.selectOption({ label: DEMO_LISTING });
  await uploadAndPublish(page);

  await page.getByRole("searchbox", { name: "Search reels" }).fill(title);
  const row = await rowOf(page, title);
  await expect(row.getByRole("link", { name: DEMO_LISTING })).toHaveAttribute(
    "href",
    /^\/property\/[0-9a-f-]{36}$/,
  );
  await expect(row.getByText("Ada Admin")).toBeVisible();

  // The public feed shows it at once, in a new tab.
  const [reelsTab] = await Promise.all([
    context.waitForEvent("page"),
    row.getByRole("link", { name: `View ${title} in Reels (opens in a new tab)` }).click(),
  ]);
  await expect(reelsTab.getByRole("article", { name: title })).toBeVisible();
  await reelsTab.close();

  // Edit the title.
  const renamed = `${title} renamed`;
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Reel" });
  await edit.getByLabel("Title").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await edit.getByLabel("Title").fill(renamed);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Reel updated")).toBeVisible();
  await expect(edit).toBeHidden();
  const renamedRow = await rowOf(page, renamed);

  // Delete it, after confirming.
  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this reel?" });
  await confirm.getByRole("button", { name: "Delete Reel" }).click();
  await expect(page.getByText("Reel deleted")).toBeVisible();
  await expect(page.getByText("No reels found")).toBeVisible();
  await page.goto("/reels");
  await expect(
    page.getByRole("feed", { name: "Reels" }).getByRole("article").first(),
  ).toBeVisible();
  await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
});

test("the upload refuses a file that is not a video before sending it", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/reels");
  await page.getByRole("button", { name: "Upload Reel" }).click();
  const dialog = uploadDialog(page);
  await dialog.getByLabel("Video", { exact: true }).setInputFiles({
    name: "tour.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("definitely not a video"),
  });
  await expect(dialog.getByText("Please upload an MP4, MOV or WebM video")).toBeVisible();
  await expect(dialog.getByLabel("Video preview")).toHaveCount(0);
});

test("a realtor uploads a reel of their own listing from the dashboard's My Reels tab", async ({
  page,
  loginAs,
  createListing,
}) => {
  const tag = uniqueTag();
  const listing = await createListing({ title: `Realtor listing ${tag}` });
  await loginAs("realtor");
  await page.goto("/dashboard?tab=reels");
  await expect(page.getByRole("heading", { name: "My Reels" })).toBeVisible();
  // The realtor's reel storage, in words that also label its meter.
  await expect(page.getByText(/^Storage: .+ of 2 GB used$/)).toBeVisible();
  await expect(page.getByLabel(/^Storage: .+ of 2 GB used$/)).toHaveAttribute(
    "max",
    String(2 * 1024 ** 3),
  );
  await page.getByRole("button", { name: "Upload Reel" }).click();
  const dialog = uploadDialog(page);
  await chooseVideo(page);
  // A poster image of their own instead of a frame.
  await dialog.getByRole("radio", { name: "Choose an image" }).click();
  await expect(dialog.getByRole("img", { name: "Poster preview" })).toHaveCount(0);
  await dialog.getByLabel("Poster file").setInputFiles(await photoFile("Porch"));
  await expect(dialog.getByRole("img", { name: "Poster preview" })).toBeVisible();
  const title = `Porch tour ${tag}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("searchbox", { name: "Search listings" }).fill(tag);
  const property = dialog.getByRole("combobox", { name: "Property" });
  await expect(property.getByRole("option", { name: listing.title })).toBeAttached();
  await property.selectOption({ label: listing.title });
  await uploadAndPublish(page);
  await page.getByRole("searchbox", { name: "Search reels" }).fill(tag);
  const row = await rowOf(page, title);
  await expect(row.getByRole("link", { name: listing.title })).toBeVisible();
  // The 800x600 image, not the portrait video's frame, is the poster.
  await expect(row.locator("img")).toHaveAttribute("width", "800");

  await page.goto("/reels");
  await expect(page.getByRole("article", { name: title })).toBeVisible();
});
