import { E2E_PASSWORD } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";

const NEW_PASSWORD = "lantern-meadow-quartz";

test.describe("account recovery by e-mail", () => {
  test("Forgot password: the e-mailed link sets a new password to sign in with", async ({
    page,
    loginAs,
    a11y,
  }) => {
    const { email } = await loginAs("user");
    await page.context().clearCookies();
    await page.goto("/profile");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await a11y.scan(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    const link = linkIn(await receivedMail(page.request, email, "Reset your"), "/reset-password?");
    await page.goto(link);
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("heading", { name: "Your password was changed" })).toBeVisible();
    await receivedMail(page.request, email, "password was changed");

    await page.getByRole("link", { name: "Sign in with your new password" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
  });
});

test.describe("before the scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("Create Account answers 'check your inbox' as a plain form", async ({ page }) => {
    await page.goto("/profile?tab=sign-up");
    await page.getByLabel("Full Name").fill("Plain Poster");
    await page.getByLabel("Email").fill(uniqueEmail("plain-sign-up"));
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });

  test("Forgot password works as a plain form", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(uniqueEmail("plain"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });
});
