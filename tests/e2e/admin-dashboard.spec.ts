import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signUpVerified } from "./support/mail";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** A name no other test uses, so searches and lists isolate this test's data. */
function uniqueName(prefix: string): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `${prefix} Zq${letters}`;
}

/** A fresh account in its own cookie jar, so the page stays signed in as the admin. */
async function freshUser(playwright: PlaywrightWorkerArgs["playwright"], name: string) {
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  await signUpVerified(api, { name, email: uniqueEmail("admin-dash"), password: E2E_PASSWORD });
  const { id } = (await (await api.get("/api/profile/me")).json()) as { id: string };
  return { id, name, api };
}

function statCard(page: Page, title: string) {
  return page.getByRole("group", { name: title });
}

async function totalUsers(page: Page): Promise<number> {
  const text = await statCard(page, "Total Users").locator("p").first().textContent();
  return Number((text ?? "").replace(/[^0-9]/g, ""));
}

test.describe("admin access", () => {
  test("sends a signed-out visitor to sign in, and back to the screen asked for", async ({
    page,
  }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL(`/profile?returnTo=${encodeURIComponent("/admin/users")}`);
    await page.getByLabel("Email").fill(ROLE_ACCOUNTS.admin.email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/admin/users");
    await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  });

  test("sends a user home from /admin", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/admin/analytics");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });
});

test.describe("admin dashboard", () => {
  test("shows live totals that follow Refresh, and the timeframe label", async ({
    page,
    loginAs,
    playwright,
  }) => {
    await loginAs("admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    for (const title of ["Total Users", "Properties", "Video Reels", "Blog Articles"]) {
      await expect(
        statCard(page, title).getByText(/^\d[\d,]* new in the last week, .*the week before$/),
      ).toBeVisible();
    }
    await expect.poll(() => totalUsers(page)).toBeGreaterThan(0);
    const before = await totalUsers(page);

    await freshUser(playwright, uniqueName("Newbie"));
    await page.getByRole("button", { name: "Refresh" }).first().click();
    await expect.poll(() => totalUsers(page)).toBeGreaterThan(before);

    await page.getByRole("button", { name: "Day" }).click();
    await expect(page.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");
    await expect(
      statCard(page, "Total Users").getByText(/new in the last day, .*the day before$/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Month" }).click();
    await expect(
      statCard(page, "Video Reels").getByText(/new in the last month, .*the month before$/),
    ).toBeVisible();

    await expect(page.getByRole("link", { name: /Access Requests/ })).toHaveAttribute(
      "href",
      "/admin/users?tab=requests",
    );
    await expect(page.getByRole("link", { name: /Featured Content/ })).toHaveAttribute(
      "href",
      "/admin/properties?filter=featured",
    );
  });

  test("lists a fresh realtor request as a pending task with Review", async ({
    page,
    loginAs,
    playwright,
  }) => {
    const name = uniqueName("Rita");
    const user = await freshUser(playwright, name);
    const request = await user.api.post("/api/access-requests", {
      data: {
        requestType: "realtor",
        fullName: name,
        brokerageName: "Acme Realty",
        brokerageEmail: "office@acme.example.test",
        licenseNumber: "LIC-12345",
      },
      headers: ORIGIN,
    });
    expect(request.status()).toBe(201);

    await loginAs("admin");
    await page.goto("/admin");
    const tasks = page.getByRole("tabpanel", { name: "Pending Tasks" });
    await expect(tasks.getByText("Action Required")).toBeVisible();
    await expect(tasks.getByText(`Realtor access request from ${name}`)).toBeVisible();
    await expect(
      tasks.getByRole("link", { name: `Review ${name}'s realtor request` }),
    ).toHaveAttribute("href", `/admin/users?tab=requests&userId=${user.id}`);
    await expect(tasks.getByRole("link", { name: "View All Tasks" })).toHaveAttribute(
      "href",
      "/admin/users?tab=requests",
    );
  });

  test("saves the settings and shows it under Recent Activity", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin/settings");
    const siteName = page.getByLabel("Site name");
    await expect(siteName).not.toHaveValue("");
    await siteName.fill("");
    await page.getByLabel("Contact email").fill("not-an-email");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Site name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    await siteName.fill(uniqueName("HomeScope"));
    await page.getByLabel("Contact email").fill("hello@homescope.example.test");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Contact email")).toHaveValue("hello@homescope.example.test");

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await page.getByRole("tab", { name: "Recent Activity" }).click();
    const activity = page.getByRole("tabpanel", { name: "Recent Activity" });
    await expect(activity.getByText("Ada Admin updated the site settings").first()).toBeVisible();
    await expect(activity.getByText("just now").first()).toBeVisible();
    await activity.getByRole("link", { name: "View All Activity" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByText("Ada Admin updated the site settings").first()).toBeVisible();

    // Leave the site as the other journeys expect it.
    const restore = await page.request.put("/api/admin/settings", {
      data: { siteName: "HomeScope", contactEmail: null },
      headers: ORIGIN,
    });
    expect(restore.status()).toBe(200);
  });
});

test.describe("admin layout", () => {
  test("collapses the sidebar, remembers it, and marks the current page", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/admin/analytics");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Analytics" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    // The weekly figures; the site's listing and reel numbers have a table of their own below.
    const weekly = page.getByRole("table", {
      name: "Signups, new listings and published posts per week",
    });
    await expect(weekly).toBeVisible();
    await expect(weekly.getByRole("columnheader", { name: "Signups" })).toBeVisible();
    await expect(weekly.locator("tbody tr")).toHaveCount(12);

    const sidebar = page.getByRole("complementary", { name: "Admin sidebar" });
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await nav.getByRole("link", { name: "Users" }).hover();
    await expect(page.getByRole("tooltip", { name: "Users" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    await nav.getByRole("link", { name: "Properties" }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Properties" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("opens the drawer on a phone; Escape closes it", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs("admin");
    await page.goto("/admin");
    await expect(page.getByRole("complementary", { name: "Admin sidebar" })).toBeHidden();
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open admin menu" }).click();
    await drawer.getByRole("link", { name: "Settings" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });

  test("quick search finds a user with the keyboard", async ({ page, loginAs, playwright }) => {
    const name = uniqueName("Quinn");
    const user = await freshUser(playwright, name);
    await loginAs("admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox").fill(name.split(" ")[1] ?? name);
    const users = dialog.getByRole("group", { name: "Users" });
    await expect(users.getByRole("option", { name: new RegExp(name) })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/users\\?userId=${user.id}$`));
  });
});
