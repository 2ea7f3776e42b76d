import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

/** Every realtor has a public page with their listings. */

async function realtorFromListing(page: Page, listingId: string, agent: string) {
  await page.goto(`/property/${listingId}`);
  await page
    .getByRole("region", { name: "Listing Agent" })
    .getByRole("link", { name: agent })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: agent })).toBeVisible();
}

test("a realtor without a directory entry has a page with their listings, from the agent card", async ({
  page,
  createListing,
}) => {
  const listing = await createListing({ title: `Agent Page Home ${uniqueTag()}` });
  await realtorFromListing(page, listing.id, "Rey Realtor");
  await expect(page).toHaveURL(/\/realtors\/[^/?]+$/);
  const listings = page.getByRole("region", { name: "Listings by Rey Realtor" });
  await expect(listings.getByRole("link", { name: listing.title })).toBeVisible();
});

test("the directory's realtors lead to their pages, where their demo listing is", async ({
  page,
}) => {
  await page.goto("/realtors?q=Priya");
  await page.getByRole("link", { name: "Priya Raman", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  const listings = page.getByRole("region", { name: "Listings by Priya Raman" });
  await expect(
    listings.getByRole("link", { name: "Downtown Loft in a Converted Warehouse" }),
  ).toBeVisible();
  // Her directory card is on the page too, without a link to itself.
  await expect(page.getByRole("article", { name: "Priya Raman" })).toBeVisible();
  await expect(
    page.getByRole("article").getByRole("link", { name: "Priya Raman", exact: true }),
  ).toHaveCount(0);
});

test("an unknown realtor is a page of its own that says so", async ({ page }) => {
  const response = await page.goto("/realtors/no-such-realtor");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Realtor Not Found" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test("the agent card leads to the realtor's page", async ({ page, createListing }) => {
    const listing = await createListing({ title: `Phone Agent Home ${uniqueTag()}` });
    await realtorFromListing(page, listing.id, "Rey Realtor");
    await expect(page.getByRole("link", { name: listing.title })).toBeVisible();
  });
});
