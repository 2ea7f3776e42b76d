import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { scrollToTourBox } from "./support/tour-slots";
import { uniqueTag } from "./support/unique";

/** The listing page a buyer expects: payment, similar homes, recently viewed, phone bar. */

const strip = (page: Page, name: string) => page.getByRole("region", { name });

// Which homes are similar is the API's rule (tests/api/listing-page-extras.test.ts); the strips'
// and the payment calculator's figures are component tests. This journey keeps what needs real
// pages: a second listing remembered across page loads, and the strips loading on scroll.
test("a listing offers similar homes and what the buyer viewed before, as they scroll", async ({
  page,
  createListing,
}) => {
  const city = `Extraville ${uniqueTag()}`;
  const home = await createListing({ title: `${city} Main Home`, city, price: 500_000 });
  const twin = await createListing({ title: `${city} Twin Home`, city, price: 520_000 });

  await page.goto(`/property/${twin.id}`);
  await expect(page.getByRole("heading", { level: 1, name: twin.title })).toBeVisible();
  await page.goto(`/property/${home.id}`);
  // Left alone, the page draws nothing more: the tour box far below waits still, not pulsing.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  // What sits below the description loads as the buyer scrolls near it.
  await expect(page.getByRole("region", { name: "Similar homes" })).toHaveCount(0);
  await scrollToTourBox(page);
  await page.mouse.wheel(0, 4000);

  await expect(strip(page, "Similar homes").getByRole("link", { name: twin.title })).toBeVisible();
  await expect(
    strip(page, "Recently viewed").getByRole("link", { name: twin.title }),
  ).toBeVisible();
  await expect(strip(page, "Recently viewed").getByRole("link", { name: home.title })).toHaveCount(
    0,
  );
  await expect(page.getByRole("region", { name: "Estimated monthly payment" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Contact Agent and Request Tour stay at the bottom of the listing", async ({
    page,
    createListing,
  }) => {
    const listing = await createListing({ title: `Phone Bar ${uniqueTag()}` });
    await page.goto(`/property/${listing.id}`);
    const bar = page.getByRole("region", { name: "Contact and tours" });
    await expect(bar).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await bar.getByRole("link", { name: "Request Tour" }).click();
    await expect(page).toHaveURL(/#schedule-tour$/);
    await expect(page.getByRole("heading", { name: "Schedule a Tour" })).toBeInViewport();
    await bar.getByRole("button", { name: "Contact Agent" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Agent" })).toBeVisible();
  });
});
