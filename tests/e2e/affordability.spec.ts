import type { Page } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * $120,000 a year with $100,000 down at 6.5% over 30 years in Vermont (1.71% tax, $1,000 of
 * insurance per $300,000): 28% of income buys up to $427,000, 36% up to $506,000.
 */
const COMFORTABLE = "$427,000";
const STRETCH = "$506,000";

async function fillCalculator(page: Page) {
  await page.getByLabel("Yearly income before tax ($)").fill("120,000");
  await page.getByLabel("Down payment ($)").fill("100000");
  await page.getByLabel("State").selectOption("VT");
}

const resultCard = (page: Page, title: string) =>
  page.getByRole("region", { name: new RegExp(`^${title}`) });

for (const [device, options] of [
  ["desktop", {}],
  ["phone", { viewport: { width: 320, height: 640 }, hasTouch: true }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test("a buyer works out what they can afford and searches homes within it", async ({
      page,
      createListing,
    }) => {
      const tag = uniqueTag();
      const within = await createListing({
        title: `Within reach ${tag}`,
        city: "Burlington",
        state: "VT",
        zip: "05401",
        price: 399_000,
      });
      const beyond = await createListing({
        title: `Beyond reach ${tag}`,
        city: "Burlington",
        state: "VT",
        zip: "05401",
        price: 480_000,
      });

      await page.goto("/search");
      await page.getByRole("contentinfo").getByRole("link", { name: "What can I afford?" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "What can I afford?" }),
      ).toBeVisible();
      await fillCalculator(page);
      // Worked out as the buyer types, without sending the form.
      const comfortable = resultCard(page, "Comfortable");
      await expect(comfortable.getByText(COMFORTABLE, { exact: true })).toBeVisible();
      await expect(resultCard(page, "Stretch").getByText(STRETCH, { exact: true })).toBeVisible();
      await expect(
        comfortable.getByText(/^Housing costs limit this: .* 28% of your income/),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );

      await comfortable
        .getByRole("link", { name: `Search homes up to ${COMFORTABLE} in Vermont` })
        .click();
      await expect(page).toHaveURL("/search?q=Vermont&maxPrice=427000");
      await expect(page.getByRole("heading", { name: within.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: beyond.title })).toHaveCount(0);
      // The Filters toggle is a <details> summary, which has no ARIA role of its own.
      await page
        .locator("summary")
        .filter({ hasText: /^Filters/ })
        .click();
      await expect(page.getByLabel("Max price")).toHaveValue("427000");
    });
  });
}

test("without scripts the server works the figures out from the sent form", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/affordability");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Enter your yearly income before tax")).toBeVisible();

  await fillCalculator(page);
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/\/affordability\?income=120%2C000&.*state=VT/);
  const comfortable = resultCard(page, "Comfortable");
  await expect(comfortable.getByText(COMFORTABLE, { exact: true })).toBeVisible();
  await expect(
    comfortable.getByRole("link", { name: `Search homes up to ${COMFORTABLE} in Vermont` }),
  ).toHaveAttribute("href", "/search?q=Vermont&maxPrice=427000");

  // Renting: the switch is a link, the rent-to-income figures come from the server too.
  await page.getByRole("link", { name: "Renting" }).click();
  await expect(
    resultCard(page, "Comfortable").locator("p", { hasText: /^\$3,000 a month$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Search rentals up to $3,000 a month in Vermont" }),
  ).toHaveAttribute("href", "/search?offer=rent&q=Vermont&maxPrice=3000");
  await context.close();
});
