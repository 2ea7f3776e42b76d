import { RESET_LINK_INVALID_MESSAGE } from "../../src/shared/schemas/auth";
import { VERIFY_FIRST_MESSAGE } from "../../src/shared/verify-email";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };
const NEW_PASSWORD = "lantern-meadow-quartz";

test.describe("account recovery by e-mail (issue 23)", () => {
  test("Forgot password: the e-mailed link sets a new password once, and only once", async ({
    page,
    loginAs,
  }) => {
    const { email } = await loginAs("user");
    await page.context().clearCookies();
    await page.goto("/profile");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
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

    // The link was used: it changes nothing a second time.
    await page.goto(link);
    await page.getByLabel("New password").fill("another-fine-passphrase");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: RESET_LINK_INVALID_MESSAGE }),
    ).toBeVisible();
  });

  test("an unknown address gets the same answer and no e-mail", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });

  test("a verification link that is not valid says so", async ({ page }) => {
    await page.goto("/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified");
    await expect(
      page.getByRole("heading", { name: "We could not confirm your e-mail" }),
    ).toBeVisible();
    await expect(page.getByText("This link is not valid.")).toBeVisible();
  });

  test("an unverified member asked to confirm before contacting a realtor can resend the e-mail", async ({
    page,
    createListing,
  }) => {
    const email = uniqueEmail("unverified");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Una Verified", email, password: E2E_PASSWORD },
      headers: ORIGIN,
    });
    expect(signUp.status()).toBe(200);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: E2E_PASSWORD },
      headers: ORIGIN,
    });
    expect(signIn.status()).toBe(200);
    const first = await receivedMail(page.request, email, "Confirm your e-mail");

    const listing = await createListing();
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("button", { name: "Contact Agent" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /send/i }).click();
    // Inside the dialog, where the member can act on it (a toast behind it could not be reached).
    await expect(dialog.getByRole("alert")).toContainText(VERIFY_FIRST_MESSAGE);
    await dialog.getByRole("button", { name: "Resend e-mail" }).click();
    await expect(dialog.getByText("We sent a new link. Open it, then try again.")).toBeVisible();

    // The new link (the first one still works too) confirms the address: now the message goes.
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `/__e2e/mail/count?to=${encodeURIComponent(email)}`,
        );
        return (await response.json()).count;
      })
      .toBeGreaterThan(1);
    await page.goto(linkIn(first, "/verify-email?"));
    await expect(
      page.getByRole("heading", { name: "Your e-mail address is confirmed" }),
    ).toBeVisible();
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("button", { name: "Contact Agent" }).click();
    await page.getByRole("dialog").getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
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
