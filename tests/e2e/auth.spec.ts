import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";

test.describe("accounts", () => {
  test("sign up, sign out, then sign in with a wrong and the right password", async ({ page }) => {
    const email = uniqueEmail("journey");
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Full Name").fill("Jamie Journey");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jamie Journey" })).toBeVisible();
    await expect(page.getByText(`@${email.split("@")[0]}`)).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Error signing in")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jamie Journey" })).toBeVisible();
  });

  test("a newcomer who opened the app at 127.0.0.1 (no BASE_URL set) can sign up", async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORT}/profile?tab=sign-up`);
    await page.getByLabel("Full Name").fill("Nia Newcomer");
    await page.getByLabel("Email").fill(uniqueEmail("newcomer"));
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nia Newcomer" })).toBeVisible();
  });

  test("sign-up shows the field's message for a short password and an e-mail already taken", async ({
    page,
    loginAs,
  }) => {
    const existing = await loginAs("user");
    await page.context().clearCookies();
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Full Name").fill("Second Person");
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Error creating account")).toBeVisible();
    await expect(
      page.getByText("An account with this email already exists.").first(),
    ).toBeVisible();
  });
});
