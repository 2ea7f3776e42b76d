import { expect, test } from "./support/fixtures";

/**
 * A market page, from the demo's Austin listing (78745) and the figures the demo's seeding
 * refreshed. What the figures are is the API's (tests/api/markets-report.test.ts); this journey
 * keeps what needs real pages: the links that lead there, and the tables and charts in the
 * server's HTML.
 */

const CHART_COUNT = 5;

test("search and a listing lead to their markets, each chart drawn beside its table", async ({
  page,
}) => {
  await page.goto("/search?q=78745");
  await page.getByRole("link", { name: "78745 housing market" }).click();
  await expect(page).toHaveURL(/\/market\/zip\/78745$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "78745 (Austin, TX) housing market" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(CHART_COUNT);
  // A chart beside each table; the homes for sale and for rent, a line each.
  await expect(page.getByTestId(/^market-chart-/)).toHaveCount(CHART_COUNT);
  await expect(page.getByTestId("market-chart-inventory").locator("svg path")).toHaveCount(2);

  await page.getByRole("link", { name: "Austin, TX market" }).click();
  await expect(page).toHaveURL(/\/market\/tx\/austin$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Austin, TX housing market" }),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Homes for sale now" })).toBeVisible();
  await page.getByRole("link", { name: "Homes for sale in Austin" }).click();
  await expect(page).toHaveURL(/\/search\?q=Austin%2C\+TX$/);

  await page
    .getByRole("link", { name: /Modern Farmhouse/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Austin, TX housing market" }).click();
  await expect(page).toHaveURL(/\/market\/tx\/austin$/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page holds every table, captioned, and its chart", async ({ page }) => {
    const response = await page.goto("/market/tx/austin");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("table")).toHaveCount(CHART_COUNT);
    const prices = page.getByRole("table", {
      name: "Median first asking price of new listings and median sold price, by month",
    });
    await expect(prices).toBeVisible();
    // Twenty-four whole months, newest first.
    await expect(prices.locator("tbody tr")).toHaveCount(24);
    await expect(page.getByTestId("market-chart-inventory").locator("svg path")).toHaveCount(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/market\/tx\/austin$/,
    );
  });

  test("another spelling of a city goes to its address; an unknown place is not found", async ({
    page,
  }) => {
    await page.goto("/market/TX/Austin");
    await expect(page).toHaveURL(/\/market\/tx\/austin$/);
    const response = await page.goto("/market/zz/nowhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Market Not Found" })).toBeVisible();
  });
});
