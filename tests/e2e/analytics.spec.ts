import { devices } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

/**
 * A visitor in a browser of their own opens a listing; its realtor (the e2e realtor, who owns
 * the listings journeys create) finds today's view in the dashboard's Performance tab.
 */
test("a realtor sees today's views of their listing after another browser visits it", async ({
  page,
  browser,
  createListing,
  loginAs,
}) => {
  const listing = await createListing({ title: `Counted Home ${uniqueTag()}` });

  // A person's browser: Playwright's own headless User-Agent is a robot's, and not counted.
  const visitor = await browser.newContext({
    ...devices["Desktop Chrome"],
    baseURL: `http://localhost:${E2E_PORT}`,
  });
  const visit = await visitor.newPage();
  const counted = visit.waitForResponse(
    (response) => response.url().endsWith("/api/analytics/events") && response.status() === 204,
  );
  await visit.goto(`/property/${listing.id}`);
  await expect(visit.getByRole("heading", { name: listing.title, level: 1 })).toBeVisible();
  await counted;
  await visitor.close();

  await loginAs("realtor");
  await page.goto("/dashboard?tab=performance");
  const panel = page.getByRole("region", { name: "Performance" });
  await panel.getByLabel("Listing or reel").selectOption({ label: `Listing: ${listing.title}` });
  await panel.getByRole("radio", { name: "7 days" }).check();
  const today = new Date().toISOString().slice(0, 10);
  const table = panel.getByRole("table", { name: "Numbers by day, newest first" });
  const row = table.getByRole("row").filter({ has: page.locator(`time[datetime="${today}"]`) });
  // Columns: Day, Views, Visitors, ...
  await expect(row.getByRole("cell").first()).toHaveText("1");
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");
  await expect(panel.getByText("1 view by 1 daily visitor over the last 7 days.")).toBeVisible();
});
