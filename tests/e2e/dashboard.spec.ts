import type { Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { approvedProfessional } from "./support/professionals";

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
  test("opens each tab by click and by URL, and Back walks the tabs", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { name: /^Good (morning|afternoon|evening), Uma User$/ }),
    ).toBeVisible();
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: /Search Properties/ })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(page.getByRole("link", { name: /Find a Realtor/ })).toHaveAttribute(
      "href",
      "/realtors",
    );
    await expect(page.getByRole("link", { name: /Find a Photographer/ })).toHaveAttribute(
      "href",
      "/photographers",
    );

    await tab(page, "Saved").click();
    await expect(page).toHaveURL(/\/dashboard\?tab=saved$/);
    await expect(page.getByText("No Saved Properties")).toBeVisible();
    await tab(page, "Notifications").click();
    await expect(page).toHaveURL(/\/dashboard\?tab=notifications$/);
    await expect(page.getByText("You have no new notifications")).toBeVisible();
    await tab(page, "Overview").click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goBack();
    await expect(tab(page, "Notifications")).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(tab(page, "Saved")).toHaveAttribute("aria-selected", "true");

    await page.goto("/dashboard?tab=settings");
    await expect(tab(page, "Settings")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
    await page.goto("/dashboard?tab=nonsense");
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");

    await page.goto("/settings?section=security");
    await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=security$/);
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  });

  test("counts a saved property and shows it on the Saved tab", async ({
    page,
    loginAs,
    createListing,
  }) => {
    await loginAs("user");
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Saved Cottage`, city });
    await page.goto("/dashboard");
    await expect(card(page, "Saved Properties")).toContainText("0");

    await page.goto(`/property/${listing.id}`);
    await page.getByRole("button", { name: "Save Property" }).click();
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

    await page.goto("/dashboard");
    await expect(card(page, "Saved Properties")).toContainText("1");
    await card(page, "Saved Properties")
      .getByRole("link", { name: "View saved properties" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\?tab=saved$/);
    await expect(
      page.getByRole("article").getByRole("heading", { name: listing.title }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View All", exact: true })).toHaveAttribute(
      "href",
      "/saved",
    );
  });

  test("lists a recent search that leads back to it", async ({ page, loginAs, createListing }) => {
    await loginAs("user");
    const city = uniqueCity();
    await createListing({ title: `${city} Search Home`, city, bedrooms: 3 });
    await page.goto("/dashboard");
    await expect(card(page, "Recent Searches")).toContainText("No recent searches");

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

  test("a long list of notifications loads page by page", async ({ page, loginAs }) => {
    await loginAs("user");
    const me = await (await page.request.get("/api/profile/me")).json();
    const titles = Array.from({ length: 25 }, (_, i) => `Message number ${i + 1}`);
    const seeded = await page.request.post("/__e2e/notifications", {
      data: { userId: me.id, titles },
    });
    expect(seeded.status()).toBe(201);

    await page.goto("/dashboard?tab=notifications");
    const list = page.getByRole("list", { name: "Notifications" });
    await expect(list.getByRole("listitem")).toHaveCount(20);
    await expect(list.getByRole("listitem").first()).toContainText("Message number 25");
    await expect(page.getByText("25 unread")).toBeVisible();

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(25);
    await expect(list.getByRole("listitem").last()).toContainText("Message number 1");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

    // Marking one on the second page read lowers the count of all of them.
    const oldest = list.getByRole("listitem").filter({ hasText: "Message number 1" }).last();
    await oldest.getByRole("button", { name: "Mark as read: Message number 1" }).click();
    await expect(page.getByText("24 unread")).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("0 unread")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(25);
  });

  test("a notification toggle saves on the flip and survives a reload", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await page.goto("/dashboard?tab=notifications");
    const marketing = page.getByRole("switch", { name: "Marketing Emails" });
    await expect(marketing).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    await marketing.click();
    await expect(page.getByText("Notification settings updated")).toBeVisible();
    await expect(page.getByText("Your notification preferences have been saved.")).toBeVisible();
    await expect(marketing).toBeChecked();

    await page.reload();
    await expect(page.getByRole("switch", { name: "Marketing Emails" })).toBeChecked();
    await page.getByRole("link", { name: "Advanced Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=notifications$/);
    await expect(page.getByRole("switch", { name: "Marketing Emails" })).toBeChecked();
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
