import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";

test.describe("accounts", () => {
  test("sign up, confirm, sign out, then sign in again", async ({ page }) => {
    const email = uniqueEmail("journey");
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Full Name").fill("Jamie Journey");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    const mail = await receivedMail(page.request, email, "Confirm your e-mail");
    await page.goto(linkIn(mail, "/verify-email?"));
    await expect(
      page.getByRole("heading", { name: "Your e-mail address is confirmed" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go to my profile" }).click();
    await expect(page.getByRole("heading", { name: "Jamie Journey" })).toBeVisible();
    await expect(page.getByText(`@${email.split("@")[0]}`)).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();

    await page.getByLabel("Email").fill(email);
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
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });

  test("sign-up answers a taken e-mail like any other and tells the owner", async ({
    page,
    loginAs,
  }) => {
    const existing = await loginAs("user");
    await page.context().clearCookies();
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Full Name").fill("Second Person");
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const notice = await receivedMail(page.request, existing.email, "tried to create");
    expect(notice.text).toContain("nothing was created");
  });
});
