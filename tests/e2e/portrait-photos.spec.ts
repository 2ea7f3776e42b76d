import type { Locator, Page } from "@playwright/test";
import type { ListingFixture } from "./support/fixtures";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

/** Portrait photos keep cards in line and show whole in the gallery. */

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.height;
}

async function cardsLineUp(page: Page, tag: string) {
  await page.goto(`/search?q=${encodeURIComponent(tag)}`);
  const cards = page.getByRole("article").filter({ hasText: tag });
  await expect(cards).toHaveCount(2);
  const [upright, wide] = [cards.filter({ hasText: "Upright" }), cards.filter({ hasText: "Wide" })];
  // Both covers are cropped to the same box, whatever the photo's own shape.
  const [uprightCover, wideCover] = [upright.locator("img"), wide.locator("img")];
  expect(Math.abs((await height(uprightCover)) - (await height(wideCover)))).toBeLessThanOrEqual(1);
  const coverBox = await uprightCover.boundingBox();
  expect((coverBox?.width ?? 0) / (coverBox?.height ?? 1)).toBeCloseTo(4 / 3, 1);
}

async function galleryShowsEverything(page: Page, listing: ListingFixture) {
  await page.goto(`/property/${listing.id}`);
  await page.getByRole("link", { name: "View all 3 photos" }).click();
  const dialog = page.getByRole("dialog");
  const grid = dialog.getByRole("list", { name: "All photos" });
  await expect(grid.getByRole("button")).toHaveCount(3);
  await grid.getByRole("button", { name: "Show photo 2 of 3: Hall" }).click();
  await expect(dialog.getByText("2 of 3")).toBeVisible();

  // The upright photo is shown whole: contained in its box, not cropped to a band.
  const photo = dialog.getByRole("img", { name: "Hall" });
  await expect(photo).toHaveCSS("object-fit", "contain");
  const box = dialog.locator("figure > div");
  const { width, height: boxHeight } = (await box.boundingBox()) ?? { width: 0, height: 0 };
  // A 3:2 frame in the desktop's box; on a phone the frame takes the screen's width and the
  // height left, the photo still whole inside it.
  const screenWidth = page.viewportSize()?.width ?? 1280;
  if (screenWidth >= 640) expect(width / boxHeight).toBeCloseTo(1.5, 1);
  else expect(width).toBeGreaterThan(screenWidth - 32);

  // A swipe to the left shows the next photo, one to the right the previous one.
  await swipe(box, -120);
  await expect(dialog.getByText("3 of 3")).toBeVisible();
  await swipe(box, 120);
  await expect(dialog.getByText("2 of 3")).toBeVisible();

  await dialog.getByRole("button", { name: "All 3 photos" }).click();
  await expect(grid).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** A finger moving sideways across the element (touch pointer events, as a phone sends them). */
async function swipe(target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not laid out");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const touch = { pointerType: "touch", isPrimary: true, pointerId: 7, bubbles: true };
  await target.dispatchEvent("pointerdown", { ...touch, clientX: x, clientY: y });
  await target.dispatchEvent("pointerup", { ...touch, clientX: x + dx, clientY: y });
}

async function portraitJourney({
  page,
  createListing,
}: {
  page: Page;
  createListing: (overrides?: Record<string, unknown>) => Promise<ListingFixture>;
}) {
  const tag = `Portrait ${uniqueTag()}`;
  const upright = await createListing({
    title: `Upright ${tag}`,
    photoLabels: ["Tower", "Hall", "Garden"],
    portraitLabels: ["Tower", "Hall"],
  });
  await createListing({ title: `Wide ${tag}` });
  await cardsLineUp(page, tag);
  await galleryShowsEverything(page, upright);
}

test("portrait photos: even cards, whole photos, a grid and swipes", portraitJourney);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test("portrait photos: even cards, whole photos, a grid and swipes", portraitJourney);
});

test("the listing page opens on the cover the realtor chose", async ({ page, createListing }) => {
  const listing = await createListing({
    title: `Cover Choice ${uniqueTag()}`,
    photoLabels: ["Front", "Kitchen", "Garden"],
    coverLabel: "Garden",
  });
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole("link", { name: "Open photo 1 of 3: Garden" })).toBeVisible();
});
