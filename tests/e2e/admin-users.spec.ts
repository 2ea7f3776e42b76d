import type { Browser, BrowserContext, Page } from "@playwright/test";
import { SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForAppAfterNavigation } from "./support/hydration";
import { signUpVerified } from "./support/mail";

const BASE_URL = `http://localhost:${E2E_PORT}`;
const ORIGIN = { origin: BASE_URL };

/** A name no other test uses, so a search isolates this test's accounts. */
function uniqueName(prefix: string): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 7);
  return `${prefix} Zu${letters}`;
}

interface FreshUser {
  id: string;
  name: string;
  email: string;
  /** The user's own browser, signed in; the test's page stays the admin's. */
  context: BrowserContext;
}

async function freshUser(browser: Browser, name: string): Promise<FreshUser> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const email = uniqueEmail("admin-users");
  await signUpVerified(context.request, { name, email, password: E2E_PASSWORD });
  const { id } = (await (await context.request.get("/api/profile/me")).json()) as { id: string };
  return { id, name, email, context };
}

async function requestRealtorAccess(user: FreshUser) {
  const response = await user.context.request.post("/api/access-requests", {
    data: {
      requestType: "realtor",
      fullName: user.name,
      brokerageName: "Harbor Realty",
      brokerageEmail: "office@harbor.example.test",
      licenseNumber: "LIC-98765",
    },
    headers: ORIGIN,
  });
  expect(response.status()).toBe(201);
}

/** Opens /admin/users searched down to one name and returns that user's row. */
async function findUserRow(page: Page, name: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function openRowMenu(page: Page, name: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

async function signInThroughProfile(page: Page, email: string) {
  await page.goto("/profile");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("admin users: access requests", () => {
  test("approving a realtor request gives the badge and the Admin Dashboard link", async ({
    page,
    loginAs,
    browser,
  }) => {
    const user = await freshUser(browser, uniqueName("Rhea"));
    await requestRealtorAccess(user);

    await loginAs("admin");
    await page.goto(`/admin/users?tab=requests&userId=${user.id}`);
    await expect(page.getByRole("tab", { name: "Pending Requests" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const row = page.getByRole("row").filter({ hasText: user.name });
    await expect(row.getByText("Realtor", { exact: true })).toBeVisible();
    await expect(row.getByText("just now")).toBeVisible();

    await row.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: "Realtor Access Request" });
    await expect(details.getByText("Harbor Realty")).toBeVisible();
    await expect(details.getByText("LIC-98765")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toHaveCount(0);

    // One click only asks; Cancel leaves the request pending.
    await row.getByRole("button", { name: `Approve ${user.name}'s realtor request` }).click();
    const confirm = page.getByRole("alertdialog", {
      name: `Approve ${user.name}'s realtor request?`,
    });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Approve ${user.name}'s realtor request` }).click();
    await confirm.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Request Approved")).toBeVisible();
    await expect(page.getByText("No requests found")).toBeVisible();

    const userPage = await user.context.newPage();
    waitForAppAfterNavigation(userPage);
    await userPage.goto("/profile");
    await expect(userPage.getByText("Realtor", { exact: true }).first()).toBeVisible();
    await userPage.getByRole("button", { name: "Account menu" }).click();
    await expect(userPage.getByRole("menuitem", { name: "Admin Dashboard" })).toBeVisible();
    await user.context.close();
  });

  test("rejecting a request takes a reason the applicant reads, and removes it from Pending Requests", async ({
    page,
    loginAs,
    browser,
  }) => {
    const user = await freshUser(browser, uniqueName("Remy"));
    await requestRealtorAccess(user);

    await loginAs("admin");
    await page.goto("/admin/users?tab=requests");
    await page.getByRole("button", { name: `Reject ${user.name}'s realtor request` }).click();
    const dialog = page.getByRole("dialog", { name: `Reject ${user.name}'s realtor request?` });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByText("Please tell the applicant why.")).toBeVisible();
    await dialog
      .getByLabel("Reason (the applicant reads it)")
      .fill("Please add your state licence number.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Request Rejected")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: user.name })).toHaveCount(0);

    const notices = await user.context.request.get("/api/notifications");
    expect(JSON.stringify(await notices.json())).toContain("Please add your state licence number.");
    await user.context.close();
  });
});

test.describe("admin users: the table", () => {
  test("search, tabs and the role filter narrow the table and live in the URL", async ({
    page,
    loginAs,
    browser,
  }) => {
    const token = uniqueName("Tess").split(" ")[1] ?? "";
    const plain = await freshUser(browser, `Tess ${token}`);
    const shooter = await freshUser(browser, `Pete ${token}`);
    await Promise.all([plain.context.close(), shooter.context.close()]);

    await loginAs("admin");
    const promote = await page.request.patch(`/api/admin/users/${shooter.id}`, {
      data: { role: "photographer" },
      headers: ORIGIN,
    });
    expect(promote.status()).toBe(200);

    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(token.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${token.toLowerCase()}`));
    await expect(page.getByRole("row").filter({ hasText: token })).toHaveCount(2);
    await expect(page.getByRole("columnheader", { name: "Role" })).toBeVisible();

    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("menuitemradio", { name: "Photographer" }).click();
    await expect(page).toHaveURL(/role=photographer/);
    await expect(page.getByRole("row").filter({ hasText: token })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: shooter.name })).toBeVisible();

    await page.getByRole("button", { name: /^Filter/ }).click();
    await page.getByRole("menuitemradio", { name: "All roles" }).click();
    await expect(page.getByRole("row").filter({ hasText: token })).toHaveCount(2);

    await page.getByRole("tab", { name: "Photographers" }).click();
    await expect(page).toHaveURL(/tab=photographers/);
    await expect(page.getByRole("row").filter({ hasText: token })).toHaveCount(1);
    await expect(page.getByRole("columnheader", { name: "Role" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Realtors" }).click();
    await expect(page.getByText("No users found")).toBeVisible();
  });

  test("edits a user's phone and role; e-mail stays read-only", async ({
    page,
    loginAs,
    browser,
  }) => {
    const user = await freshUser(browser, uniqueName("Ezra"));
    await user.context.close();
    await loginAs("admin");
    await findUserRow(page, user.name);

    await openRowMenu(page, user.name, "View & Edit Profile");
    const dialog = page.getByRole("dialog", { name: "User Profile" });
    await expect(dialog.getByText("Active")).toBeVisible();
    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("dialog", { name: "Edit Profile" });
    await form.getByLabel("Email").press("x");
    await expect(
      page.getByText("Email updates require admin privileges and must be done elsewhere."),
    ).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(user.email);

    await form.getByLabel("Username").fill("e2e-admin");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Failed to update user profile.")).toBeVisible();
    await expect(form.getByText("That username is taken")).toBeVisible();
    await form.getByLabel("Username").fill(`ezra-${user.id.slice(0, 8).toLowerCase()}`);

    await form.getByLabel("Phone").fill("5551234567");
    await form.getByLabel("Role").selectOption("realtor");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("User updated")).toBeVisible();
    const view = page.getByRole("dialog", { name: "User Profile" });
    await expect(view.getByText("(555) 123-4567")).toBeVisible();

    // Closing while editing leaves edit mode.
    await view.getByRole("button", { name: "Edit Profile" }).click();
    await page.keyboard.press("Escape");
    await openRowMenu(page, user.name, "View & Edit Profile");
    await expect(page.getByRole("dialog", { name: "User Profile" })).toBeVisible();
    await page.keyboard.press("Escape");

    const row = page.getByRole("row").filter({ hasText: user.name });
    await expect(row.getByText("(555) 123-4567")).toBeVisible();
    await expect(row.getByText("Realtor", { exact: true })).toBeVisible();
  });
});

test.describe("admin users: pagination", () => {
  test("pages through more matches than fit on one page", async ({ page, loginAs, playwright }) => {
    const token = uniqueName("Paige").split(" ")[1] ?? "";
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    // One more account than a page holds (ADMIN_USERS_PAGE_SIZE is 20).
    for (let index = 0; index < 21; index += 1) {
      const signUp = await api.post("/api/auth/sign-up/email", {
        data: {
          name: `Paige ${token} ${index}`,
          email: uniqueEmail("paging"),
          password: E2E_PASSWORD,
        },
        headers: ORIGIN,
      });
      expect(signUp.status()).toBe(200);
      await api.post("/api/auth/sign-out", { data: {}, headers: ORIGIN });
    }
    await api.dispose();

    await loginAs("admin");
    await page.goto(`/admin/users?q=${token}`);
    const rows = page.getByRole("row").filter({ hasText: token });
    await expect(rows).toHaveCount(20);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

test.describe("admin users: suspend and delete", () => {
  test("a suspended user cannot sign in until unsuspended", async ({ page, loginAs, browser }) => {
    const user = await freshUser(browser, uniqueName("Sven"));
    await loginAs("admin");
    await findUserRow(page, user.name);

    await openRowMenu(page, user.name, "Suspend User");
    const dialog = page.getByRole("dialog", { name: "Suspend User" });
    await dialog.getByRole("button", { name: "Suspend User" }).click();
    await expect(dialog.getByText("Please give a reason for the suspension.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Spam listings");
    await dialog.getByRole("button", { name: "Suspend User" }).click();
    await expect(page.getByText("User suspended")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: user.name });
    await expect(row.getByText("Suspended", { exact: true })).toBeVisible();

    await user.context.clearCookies();
    const userPage = await user.context.newPage();
    waitForAppAfterNavigation(userPage);
    await signInThroughProfile(userPage, user.email);
    // At the form; told no more than a wrong password would be (decision 010).
    const refusal = userPage.getByRole("alert").filter({ hasText: "Error signing in" });
    await expect(refusal).toContainText(SIGN_IN_REFUSED_MESSAGE);

    await openRowMenu(page, user.name, "Unsuspend User");
    await expect(page.getByText("User unsuspended")).toBeVisible();
    await expect(row.getByText("Suspended", { exact: true })).toHaveCount(0);

    await signInThroughProfile(userPage, user.email);
    await expect(userPage.getByText("Welcome back!")).toBeVisible();
    await user.context.close();
  });

  test("deletes a user after the confirmation", async ({ page, loginAs, browser }) => {
    const user = await freshUser(browser, uniqueName("Dora"));
    await user.context.close();
    await loginAs("admin");
    await findUserRow(page, user.name);

    await openRowMenu(page, user.name, "Delete User");
    const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    await expect(
      confirm.getByText(
        "This action cannot be undone. This will permanently delete the account and remove their data from our servers.",
      ),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User deleted")).toBeVisible();
    await expect(page.getByText("No users found")).toBeVisible();
  });
});

test.describe("admin users: small screens", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the table scrolls inside its card, never the page", async ({ page, loginAs, browser }) => {
    // Its own account: other journeys add and delete users on the same server meanwhile.
    const user = await freshUser(browser, uniqueName("Narrow"));
    await loginAs("admin");
    await findUserRow(page, user.name);
    await expect(page.getByRole("columnheader", { name: "Joined" })).toBeAttached();
    // The actions stay on screen while the table's other columns scroll.
    await expect(page.getByRole("button", { name: `Actions for ${user.name}` })).toBeInViewport({
      ratio: 1,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await openRowMenu(page, user.name, "View & Edit Profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(
      page.getByRole("dialog", { name: "Edit Profile" }).getByLabel("Phone"),
    ).toBeVisible();
    await user.context.close();
  });
});
