import type { Role } from "../../src/shared/roles";
import { ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const MENU_ITEMS = ["Dashboard", "View Profile", "Settings", "Saved Properties"];

test.describe("header", () => {
  test("offers Sign in to visitors, leading to /profile", async ({ page }) => {
    await page.goto("/search");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Properties", "Reels", "Realtors", "Photographers", "Blog"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });

  const cases: [Role, boolean][] = [
    ["user", false],
    ["photographer", false],
    ["realtor", true],
    ["admin", true],
  ];
  for (const [role, seesAdmin] of cases) {
    test(`shows the avatar menu for a ${role}${seesAdmin ? " with" : " without"} Admin Dashboard`, async ({
      page,
      loginAs,
      a11y,
    }) => {
      const account = await loginAs(role);
      await page.goto("/");
      await page.getByRole("button", { name: "Account menu" }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByText(account.name, { exact: true })).toBeVisible();
      for (const item of MENU_ITEMS)
        await expect(menu.getByRole("menuitem", { name: item, exact: true })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(
        seesAdmin ? 1 : 0,
      );
      // Issue 26: everyone's threads with realtors, and a realtor's leads (with unread counts).
      await expect(menu.getByRole("menuitem", { name: /^Messages/ })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: /^Inbox/ })).toHaveCount(
        role === "realtor" ? 1 : 0,
      );
      await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
      await a11y.scanOverlay("account menu", page);
      if (role === "admin") expect(account.email).toBe(ROLE_ACCOUNTS.admin.email);

      await menu.getByRole("menuitem", { name: "Settings" }).click();
      await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    });
  }

  test("signs out from the menu", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});

test.describe("page not found", () => {
  test("names the path and offers a way home and back", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for"),
    ).toBeVisible();
    await expect(page.getByText("/no/such/place")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Discover Your Dream Home" })).toBeVisible();

    // Opened directly, there is nothing in the app to go back to, so Go Back goes home too.
    await page.goto("/still/missing");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("guards", () => {
  test("the dashboard sends visitors to /profile with a toast", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByText("Please sign in to access your dashboard")).toBeVisible();
    await expect(page).toHaveURL("/profile?returnTo=%2Fdashboard");
  });

  test("the admin area sends non-admins home", async ({ page, loginAs }) => {
    await loginAs("realtor");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("mobile, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page goes to reels and the bottom bar has five slots", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/reels$/);
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText(["Home", "Search", "Reels", "Saved", "Sign In"]);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await bar.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("signed in, the bottom bar offers Dashboard and Profile", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/search");
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText([
      "Home",
      "Search",
      "Reels",
      "Dashboard",
      "Profile",
    ]);
    await bar.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Uma User" })).toBeVisible();
  });
});
