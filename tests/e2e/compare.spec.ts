import type { Page } from "@playwright/test";
import { expect, type ListingFixture, test } from "./support/fixtures";

/** A city no other test uses, so a text search shows only this test's homes. */
function uniqueCity(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Cmp${letters}ville`;
}

type CreateListing = (overrides?: Record<string, unknown>) => Promise<ListingFixture>;

/** Three homes in one new city: different prices, sizes and amenities. */
async function threeHomes(createListing: CreateListing) {
  const city = uniqueCity();
  const homes = [];
  for (const [index, facts] of [
    { price: 350_000, squareFeet: 1400, amenities: ["Pool"] },
    { price: 420_000, squareFeet: 2100, amenities: ["Pool", "Garage"] },
    { price: 515_000, squareFeet: 2600, amenities: [] },
  ].entries()) {
    homes.push(
      await createListing({
        title: `${city} Home ${index + 1}`,
        city,
        photoLabels: ["Front"],
        ...facts,
      }),
    );
  }
  return { city, homes };
}

const comparison = (page: Page) => page.getByRole("table", { name: /homes side by side/ });

/** Picks homes with Compare on their search cards and opens the comparison from the tray. */
async function pickAndCompare(page: Page, city: string, homes: ListingFixture[]) {
  await page.goto(`/search?q=${encodeURIComponent(city)}`);
  for (const home of homes) {
    const toggle = page.getByRole("button", { name: `Compare ${home.title}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  const tray = page.getByRole("region", { name: "Homes to compare" });
  await expect(tray.getByText(`${homes.length} homes picked`)).toBeVisible();
  await tray.getByRole("link", { name: `Compare (${homes.length})` }).click();
  await expect(page).toHaveURL(`/compare?ids=${homes.map((home) => home.id).join(",")}`);
  await expect(comparison(page)).toBeVisible();
}

test.describe("compare homes", () => {
  test("picks homes from search, compares them, keeps them on reload and removes one", async ({
    page,
    createListing,
  }) => {
    const { city, homes } = await threeHomes(createListing);
    const [first, second, third] = homes as [ListingFixture, ListingFixture, ListingFixture];
    await pickAndCompare(page, city, homes);

    const table = comparison(page);
    for (const home of homes)
      await expect(table.getByRole("link", { name: home.title, exact: true })).toBeVisible();
    const price = table.getByRole("row", { name: /^Price \(differs\)/ });
    await expect(price.getByRole("cell", { name: "$350,000 Best" })).toBeVisible();
    await expect(table.getByRole("row", { name: /^Garage \(differs\)/ })).toBeVisible();

    // The URL is the comparison: a reload draws the same table.
    await page.reload();
    await expect(
      comparison(page).getByRole("link", { name: third.title, exact: true }),
    ).toBeVisible();

    await comparison(page)
      .getByRole("link", { name: `Remove ${second.title} from compare` })
      .click();
    await expect(page).toHaveURL(`/compare?ids=${first.id},${third.id}`);
    await expect(
      comparison(page).getByRole("link", { name: second.title, exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole("table", { name: "2 homes side by side" })).toBeVisible();

    // Back on the search, the removed home is no longer picked.
    await page.goto(`/search?q=${encodeURIComponent(city)}`);
    await expect(page.getByRole("button", { name: `Compare ${second.title}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.getByRole("link", { name: "Compare (2)" })).toBeVisible();
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("the comparison is in the server's HTML", async ({ page, createListing }) => {
      const { homes } = await threeHomes(createListing);
      await page.goto(`/compare?ids=${homes.map((home) => home.id).join(",")}`);
      await expect(page.getByRole("table", { name: "3 homes side by side" })).toBeVisible();
      await expect(page.getByRole("row", { name: /^Size \(differs\)/ })).toBeVisible();
    });
  });
});

test.describe("compare homes on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("swipes between homes with the facts' names in view, without page-wide sideways scroll", async ({
    page,
    createListing,
  }) => {
    const { city, homes } = await threeHomes(createListing);
    await pickAndCompare(page, city, homes.slice(0, 2));

    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);

    const region = page.getByRole("region", { name: "Comparison" });
    const name = comparison(page).getByRole("rowheader", { name: "Price (differs)" });
    const before = await name.boundingBox();
    // One swipe's worth: the next home snaps in beside the names.
    await region.evaluate((element) => element.scrollBy({ left: element.clientWidth / 2 }));
    const secondHome = comparison(page).getByRole("link", {
      name: homes[1]?.title ?? "",
      exact: true,
    });
    await expect(secondHome).toBeInViewport();
    const after = await name.boundingBox();
    expect(after?.x).toBe(before?.x);

    await page.reload();
    await expect(
      comparison(page).getByRole("link", { name: homes[0]?.title ?? "", exact: true }),
    ).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
  });
});
