import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

function subTab(page: Page, name: string) {
  return page.getByRole("tablist", { name: "Settings" }).getByRole("tab", { name, exact: true });
}

async function signInOnProfile(page: Page, email: string, password: string) {
  await page.goto("/profile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("settings", () => {
  test("the theme survives a reload and follows the account to another device", async ({
    page,
    loginAs,
  }) => {
    const account = await loginAs("user");
    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Appearance").click();
    await page.getByRole("radio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Saved on the account once it says so.
    await expect(page.getByText("Theme updated")).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await subTab(page, "Appearance").click();
    await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();

    // On another device (nothing stored locally), signing in brings the account's theme along.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await signInOnProfile(page, account.email, account.password);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Appearance").click();
    await page.getByRole("radio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});
