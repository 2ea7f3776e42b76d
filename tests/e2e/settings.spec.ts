import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const NEW_PASSWORD = "brand-new-password-456";

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
  test("the theme applies at once, survives a reload and follows the account", async ({
    page,
    loginAs,
  }) => {
    const account = await loginAs("user");
    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Appearance").click();
    await page.getByRole("radio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByText("Theme updated")).toBeVisible();
    await expect(page.getByText("Theme set to dark")).toBeVisible();
    // Shown for 2 seconds only.
    await expect(page.getByText("Theme set to dark")).toBeHidden({ timeout: 5_000 });

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

  test("language and display settings save, and the header shows the chosen name format", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Language").click();
    // The sub-tab's panel is labelled "Language" too: ask for the field itself.
    const language = page.getByRole("combobox", { name: "Language", exact: true });
    await expect(language.getByRole("option")).toHaveText(["English"]);
    await page.getByLabel("Display Name Format").selectOption("initials");
    await expect(page.getByText("Shown as: UU")).toBeVisible();
    await page.getByLabel("Email Frequency").selectOption("weekly");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(
      page.getByText("Your language and display settings have been updated."),
    ).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu").getByText("UU", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    await subTab(page, "Language").click();
    await expect(page.getByLabel("Display Name Format")).toHaveValue("initials");
    await expect(page.getByLabel("Email Frequency")).toHaveValue("weekly");
  });

  test("the full notification form saves on Save", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Notifications").click();
    await page.getByRole("link", { name: "Manage Notification Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=notifications$/);
    await expect(subTab(page, "Notifications")).toHaveAttribute("aria-selected", "true");

    const alerts = page.getByRole("switch", { name: "Property Alerts" });
    await expect(alerts).toBeChecked();
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Notification settings updated")).toBeVisible();

    await page.goto("/dashboard?tab=notifications");
    await expect(page.getByRole("switch", { name: "Property Alerts" })).not.toBeChecked();
  });

  test("changes the password, then signs in with the new one", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    await page.goto("/dashboard?tab=settings");
    await subTab(page, "Security").click();
    await page.getByRole("link", { name: "Manage Security Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=security$/);

    const current = page.getByLabel("Current Password");
    const next = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password");
    const submit = page.getByRole("button", { name: "Update Password" });

    await submit.click();
    await expect(page.getByText("Current password is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters").first()).toBeVisible();

    await current.fill(account.password);
    await next.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await current.fill("not-my-password");
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText("Error updating password")).toBeVisible();
    await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await current.fill(account.password);
    await submit.click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page.getByText("Your password has been updated successfully.")).toBeVisible();
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");

    // Still signed in here after the change.
    await page.reload();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

    await signInOnProfile(page, account.email, account.password);
    await expect(page.getByText("Error signing in")).toBeVisible();
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });
});
