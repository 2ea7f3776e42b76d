import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/*
 * Search by place on the demo listings: the farmhouse at 1427 Willow Creek Drive, Austin, TX
 * 78745 and the craftsman in Portland, OR. Other journeys only add listings in made-up cities,
 * so these two answer for their places. Which texts find which homes is the API's to test
 * (properties-search-place, places-search); the box's keys are the search route's component
 * test. The journey proves the whole chain: the real suggestions, a pick, the real results.
 */
const FARMHOUSE = "Modern Farmhouse with Open Floor Plan";
const CRAFTSMAN = "Classic Craftsman with Covered Front Porch";

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search properties" });
}

async function expectFound(page: Page, shown: string, hidden: string) {
  await expect(card(page, shown)).toBeVisible();
  await expect(card(page, hidden)).toHaveCount(0);
}

function journeys() {
  test("a suggested place picked from the list finds its homes, and a typed ZIP too", async ({
    page,
    a11y,
  }) => {
    await page.goto("/search");
    const typedSearch = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/api/properties" && url.searchParams.get("q") === "portland, o";
    });
    await searchBox(page).fill("portland, o");
    const suggestion = page.getByRole("option", { name: "Portland, OR" });
    await expect(suggestion).toBeVisible();
    // Judged once the typed text's own results are drawn (the ones before it are dimmed while
    // they load); which homes those are depends on every listing other journeys add.
    await typedSearch;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await a11y.scanOverlay("place suggestions", page);
    await suggestion.click();
    await expect(searchBox(page)).toHaveValue("Portland, OR");
    await expect(page).toHaveURL(/[?&]q=Portland%2C(\+|%20)OR/);
    await expectFound(page, CRAFTSMAN, FARMHOUSE);

    await searchBox(page).fill("78745");
    await searchBox(page).press("Enter");
    await expectFound(page, FARMHOUSE, CRAFTSMAN);
  });
}

test.describe("search by place", journeys);

test.describe("search by place on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  journeys();
});
