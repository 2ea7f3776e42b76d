import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

// What the server's HTML shows works before the scripts have run (links,
// GET forms, <details>), and the scripts then take the same controls over. Each feature is walked
// once with JavaScript off and once with it on.

/** A city no other test uses, so a text search finds this test's listings only. */
function uniqueCity(): string {
  return `Nojs${uniqueTag().replace(/\d/g, "")}ton`;
}

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search properties" });
}

/** The Filters toggle: a <details> summary, which has no ARIA role of its own. */
function filtersToggle(page: Page) {
  return page.locator("summary").filter({ hasText: /^Filters/ });
}

/** Marks the window, so a later check can tell the page was not loaded again. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
}

async function expectSameWindow(page: Page) {
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box searches on Enter and keeps the other filters", async ({
    page,
    createListing,
  }) => {
    const city = uniqueCity();
    await createListing({ title: `${city} Three Beds`, city, bedrooms: 3, propertyType: "House" });
    await createListing({ title: `${city} Two Beds`, city, bedrooms: 2, propertyType: "House" });
    await page.goto("/search?beds=3&sort=price_low");
    await searchBox(page).fill(city);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe(city);
    expect(url.searchParams.get("beds")).toBe("3");
    expect(url.searchParams.get("sort")).toBe("price_low");
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, `${city} Three Beds`)).toBeVisible();
    await expect(searchBox(page)).toHaveValue(city);
  });

  test("the Filters panel opens, applies and clears", async ({ page, createListing }) => {
    const city = uniqueCity();
    await createListing({ title: `${city} House`, city, bedrooms: 3, propertyType: "House" });
    await createListing({ title: `${city} Condo`, city, bedrooms: 3, propertyType: "Condo" });
    await createListing({ title: `${city} Villa`, city, bedrooms: 5, propertyType: "Villa" });
    await page.goto(`/search?q=${city}`);
    await expect(page.getByText("3 properties found")).toBeVisible();
    const panel = page.getByRole("region", { name: "Filters" });
    await expect(panel).toBeHidden();

    await filtersToggle(page).click();
    await expect(panel).toBeVisible();
    // The bedroom chips are minimums: 4+ leaves the 5-bed villa.
    await panel.getByRole("group", { name: "Bedrooms" }).getByRole("radio", { name: "4+" }).check();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("1 property found")).toBeVisible();
    expect(new URL(page.url()).searchParams.get("q")).toBe(city);
    await expect(filtersToggle(page)).toHaveAccessibleName("Filters 1 active");

    // The panel shows the search it came from; two types are sent as two fields and read as one.
    await filtersToggle(page).click();
    const bedrooms = panel.getByRole("group", { name: "Bedrooms" });
    await expect(bedrooms.getByRole("radio", { name: "4+" })).toBeChecked();
    await bedrooms.getByRole("radio", { name: "Any" }).check();
    await panel.getByRole("checkbox", { name: "Condo" }).check();
    await panel.getByRole("checkbox", { name: "Villa" }).check();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("2 properties found")).toBeVisible();
    await expect(card(page, `${city} Condo`)).toBeVisible();
    await expect(card(page, `${city} Villa`)).toBeVisible();
    await expect(filtersToggle(page)).toHaveAccessibleName("Filters 2 active");

    // Clear All keeps the text.
    await filtersToggle(page).click();
    await panel.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("3 properties found")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${city}$`));
    await expect(filtersToggle(page)).toHaveAccessibleName("Filters");
  });

  test("the gallery is a page of its own: photo by photo, and back", async ({
    page,
    createListing,
  }) => {
    const listing = await createListing({
      title: `${uniqueCity()} Gallery Home`,
      photoLabels: ["Front", "Kitchen", "Garden"],
    });
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("link", { name: "View all 3 photos" }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}\\?photo=1$`));
    const view = page.getByRole("region", { name: `${listing.title}: photo gallery` });
    await expect(view.getByText("1 of 3")).toBeVisible();
    await expect(view.getByRole("img", { name: "Front" })).toBeVisible();

    await view.getByRole("link", { name: "Previous photo" }).click();
    await expect(view.getByText("3 of 3")).toBeVisible();
    await expect(view.getByText("Garden")).toBeVisible();
    await view.getByRole("link", { name: "Next photo" }).click();
    await view.getByRole("link", { name: "Next photo" }).click();
    await expect(view.getByText("2 of 3")).toBeVisible();
    await expect(page).toHaveURL(/\?photo=2$/);

    await view.getByRole("link", { name: "Close gallery" }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    await expect(view).toBeHidden();
    // A thumbnail opens its own photo.
    await page.getByRole("link", { name: "Open photo 3 of 3: Garden" }).click();
    await expect(view.getByText("3 of 3")).toBeVisible();
  });

  test("a reel's dot scrolls the feed to it", async ({ page, createReels }) => {
    const tag = uniqueTag();
    const reels = await createReels([1, 2, 3].map((n) => `Dots ${tag} reel ${n}`));
    const [first, , third] = reels;
    if (!first || !third) throw new Error("no reels created");
    await page.goto(`/reels?reel=${first.id}`);
    const feed = page.getByRole("feed", { name: "Reels" });
    const thirdReel = feed.getByRole("article", { name: third.title });
    await expect(thirdReel).not.toBeInViewport({ ratio: 0.6 });
    // Numbered among the reels loaded: newer ones load above a shared one.
    await page.getByRole("link", { name: new RegExp(`^Go to reel \\d+: ${third.title}$`) }).click();
    await expect(thirdReel).toBeInViewport({ ratio: 0.6 });
    await expect(feed.getByRole("article", { name: first.title })).not.toBeInViewport();
  });

  test("a visitor's save buttons lead to sign-in", async ({ page, createListing }) => {
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Saveable`, city });
    await page.goto(`/search?q=${city}`);
    await card(page, listing.title).getByRole("link", { name: "Save property" }).click();
    await expect(page).toHaveURL(
      `/profile?returnTo=${encodeURIComponent(`/search?q=${city}&intent=save%3A${listing.id}`)}`,
    );

    await page.goto(`/property/${listing.id}`);
    await page.getByRole("link", { name: "Save Property" }).click();
    await expect(page).toHaveURL(
      `/profile?returnTo=${encodeURIComponent(`/property/${listing.id}?intent=save%3A${listing.id}`)}`,
    );
  });
});

test.describe("with scripts", () => {
  test("text typed before the scripts started is what Enter searches, in the same page", async ({
    page,
    createListing,
  }) => {
    const city = uniqueCity();
    await createListing({ title: `${city} Three Beds`, city, bedrooms: 3 });
    await createListing({ title: `${city} Two Beds`, city, bedrooms: 2 });
    // The app's entry script is held until the text is in the server's search box.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const opening = page.goto("/search?beds=3");
    await searchBox(page).fill(city);
    release();
    await opening;
    await markWindow(page);
    await searchBox(page).press("Enter");
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, `${city} Three Beds`)).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe(city);
    expect(url.searchParams.get("beds")).toBe("3");
    await expectSameWindow(page);
  });

  test("the Filters panel opens from the keyboard and applies in the same page", async ({
    page,
    createListing,
  }) => {
    const city = uniqueCity();
    await createListing({ title: `${city} House`, city, propertyType: "House" });
    await createListing({ title: `${city} Condo`, city, propertyType: "Condo" });
    await page.goto(`/search?q=${city}`);
    await expect(page.getByText("2 properties found")).toBeVisible();
    await markWindow(page);
    const panel = page.getByRole("region", { name: "Filters" });
    await filtersToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await panel.getByRole("checkbox", { name: "Condo" }).check();
    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${city}&types=Condo$`));
    await expectSameWindow(page);
  });

  test("the gallery dialog follows the URL's photo and keeps it up to date", async ({
    page,
    createListing,
  }) => {
    const listing = await createListing({
      title: `${uniqueCity()} Dialog Home`,
      photoLabels: ["Front", "Kitchen", "Garden"],
    });
    await page.goto(`/property/${listing.id}?photo=2`);
    const gallery = page.getByRole("dialog");
    await expect(gallery.getByText("2 of 3")).toBeVisible();
    await expect(gallery.getByText("Kitchen")).toBeVisible();
    await markWindow(page);
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByText("3 of 3")).toBeVisible();
    await expect(page).toHaveURL(/\?photo=3$/);
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));

    await page.getByRole("link", { name: "Open photo 2 of 3: Kitchen" }).click();
    await expect(gallery.getByText("2 of 3")).toBeVisible();
    await expect(page).toHaveURL(/\?photo=2$/);
    await gallery.getByRole("button", { name: "Close gallery" }).click();
    await expect(gallery).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    await expectSameWindow(page);
  });
});
