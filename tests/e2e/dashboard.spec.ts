import type { Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { approvedProfessional } from "./support/professionals";
import { saveFromListingPage } from "./support/save-property";

/** A city name no other test or demo listing uses, so a text search isolates this test's data. */
function uniqueCity(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Dash${letters}ton`;
}

function tab(page: Page, name: string) {
  return page.getByRole("tablist", { name: "Dashboard" }).getByRole("tab", { name, exact: true });
}

/** An overview card's figure, e.g. the Saved Properties count. */
function card(page: Page, title: string) {
  return page.getByRole("group", { name: title });
}

async function signInViaApi(page: Page, email: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: E2E_PASSWORD },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(200);
}

test.describe("dashboard", () => {
  test("counts a saved property and shows it on the Saved tab", async ({
    page,
    loginAs,
    createListing,
  }) => {
    await loginAs("user");
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Saved Cottage`, city });
    await page.goto(`/property/${listing.id}`);
    await saveFromListingPage(page);

    await page.goto("/dashboard");
    await expect(card(page, "Saved Properties")).toContainText("1");
    await card(page, "Saved Properties")
      .getByRole("link", { name: "View saved properties" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\?tab=saved$/);
    await expect(
      page.getByRole("article").getByRole("heading", { name: listing.title }),
    ).toBeVisible();
  });

  test("lists a recent search that leads back to it", async ({ page, loginAs, createListing }) => {
    await loginAs("user");
    const city = uniqueCity();
    await createListing({ title: `${city} Search Home`, city, bedrooms: 3 });
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/recent-searches") && response.request().method() === "POST",
    );
    await page.goto(`/search?q=${city.toLowerCase()}&beds=3`);
    await expect(page.getByText("1 property found")).toBeVisible();
    expect((await recorded).status()).toBe(204);

    await page.goto("/dashboard");
    const link = card(page, "Recent Searches").getByRole("link", { name: new RegExp(city, "i") });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${city.toLowerCase()}&beds=3$`));
    await expect(page.getByText("1 property found")).toBeVisible();
  });

  test("a realtor is told about a Contact Agent message and can mark it read", async ({
    page,
    loginAs,
    createListing,
    playwright,
  }) => {
    // The listing's realtor is a fresh account, so no other test's messages reach this one.
    const realtor = await approvedProfessional(playwright, "realtor", "Remi Realtor", {});
    const city = uniqueCity();
    const listing = await createListing({
      title: `${city} Message Home`,
      city,
      realtorId: realtor.id,
    });

    await loginAs("user");
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("button", { name: "Contact Agent" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Message").fill("Is the garden south facing?");
    await dialog.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    await page.context().clearCookies();
    await signInViaApi(page, realtor.email);
    // On any page, the header's bell counts the notification and the inbox message together.
    await page.goto("/about");
    const bell = page.getByRole("button", { name: "Notifications, 2 unread" });
    await bell.click();
    const bellMenu = page.getByRole("menu");
    await expect(
      bellMenu.getByRole("menuitem", { name: `New message about ${listing.title} (unread)` }),
    ).toBeVisible();
    await expect(bellMenu.getByRole("menuitem", { name: /Unread inbox messages/ })).toBeVisible();
    await bellMenu.getByRole("menuitem", { name: "See all notifications" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=notifications$/);

    await page.goto("/dashboard");
    await expect(card(page, "Notifications")).toContainText("1");

    await tab(page, "Notifications").click();
    const title = `New message about ${listing.title}`;
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText("Is the garden south facing?");
    await expect(item).toContainText("just now");
    // The panel's own count: the Inbox tab and the account menu count the thread's messages.
    const panel = page.getByRole("tabpanel", { name: "Notifications" });
    await expect(panel.getByText("1 unread")).toBeVisible();
    await item.getByRole("button", { name: `Mark as read: ${title}` }).click();
    await expect(panel.getByText("0 unread")).toBeVisible();
    await expect(item.getByRole("button", { name: /Mark as read/ })).toHaveCount(0);

    await tab(page, "Overview").click();
    await expect(card(page, "Notifications")).toContainText("0");
    await page.reload();
    await expect(card(page, "Notifications")).toContainText("0");
  });

  test("fits a phone screen", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs("user");
    for (const url of ["/dashboard", "/dashboard?tab=notifications", "/dashboard?tab=settings"]) {
      await page.goto(url);
      await expect(tab(page, "Overview")).toBeVisible();
      await expect(tab(page, "Settings")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${url}`).toBeLessThanOrEqual(0);
    }
  });
});
