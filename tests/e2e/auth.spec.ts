import { COMMON_PASSWORD_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail, signUpVerified } from "./support/mail";

const BASE_URL = `http://localhost:${E2E_PORT}`;

test.describe("accounts", () => {
  test("sign up, sign out, then sign in with a wrong and the right password", async ({ page }) => {
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
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Error signing in")).toBeVisible();
    await expect(page.getByText(SIGN_IN_REFUSED_MESSAGE)).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact",
    );

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

  test("sign-up shows the field's message for a short password, and answers a taken e-mail like any other", async ({
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
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const notice = await receivedMail(page.request, existing.email, "tried to create");
    expect(notice.text).toContain("nothing was created");
  });

  test("sign-up refuses a common password on the password field", async ({ page }) => {
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Full Name").fill("Common Chris");
    await page.getByLabel("Email").fill(uniqueEmail("common"));
    await page.getByLabel("Password").fill("Password123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Error creating account")).toBeVisible();
    await expect(page.getByText(COMMON_PASSWORD_MESSAGE).first()).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });

  test("a suspended account with the right password is told what a wrong password is told", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("suspended");
    const origin = { origin: BASE_URL };
    const member = await browser.newContext({ baseURL: BASE_URL });
    await signUpVerified(member.request, { name: "Sus Pended", email, password: E2E_PASSWORD });
    const { id } = (await (await member.request.get("/api/profile/me")).json()) as { id: string };
    await member.close();
    const admin = await browser.newContext({ baseURL: BASE_URL });
    const adminIn = await admin.request.post("/api/auth/sign-in/email", {
      data: { email: ROLE_ACCOUNTS.admin.email, password: E2E_PASSWORD },
      headers: origin,
    });
    expect(adminIn.status()).toBe(200);
    const suspended = await admin.request.post(`/api/admin/users/${id}/suspend`, {
      data: { reason: "Journey" },
      headers: origin,
    });
    expect(suspended.status()).toBe(200);
    await admin.close();

    // The right password: the same words as the wrong one in the journey above.
    await page.goto("/profile");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Error signing in")).toBeVisible();
    await expect(page.getByText(SIGN_IN_REFUSED_MESSAGE)).toBeVisible();
    await expect(page.getByText(/suspended/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });
});
