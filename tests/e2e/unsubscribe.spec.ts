import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** The link of an e-mail to the account, as the server signs it. */
async function unsubscribeLink(page: Page, email: string, topic: string): Promise<string> {
  const response = await page.request.post("/__e2e/unsubscribe-link", { data: { email, topic } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

/** The account's e-mail settings, read by the test server (the page need not be signed in). */
async function emailNotifications(page: Page, email: string): Promise<boolean> {
  const response = await page.request.get(`/__e2e/mail-preferences/${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { settings } = (await response.json()) as { settings: { emailNotifications: boolean } };
  return settings.emailNotifications;
}

async function unsubscribeFromNotices(page: Page, email: string) {
  await page.goto(await unsubscribeLink(page, email, "notices"));
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(
    page.getByText(
      "Unsubscribing stops e-mails about new messages, tour requests and your account.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText(
      "You will no longer get e-mails about new messages, tour requests and your account.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose which e-mails you get" })).toHaveAttribute(
    "href",
    "/settings",
  );
  expect(await emailNotifications(page, email)).toBe(false);
}

// Each test makes a fresh account (loginAs("user") signs one up): the link needs no session.
test.describe("unsubscribe from an e-mail's link", () => {
  test("one button turns e-mail notices off", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    await unsubscribeFromNotices(page, account.email);
  });

  test("an altered link says so and changes nothing", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    const link = await unsubscribeLink(page, account.email, "digest");
    const response = await page.goto(link.replace("topic=digest", "topic=notices"));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    expect(await emailNotifications(page, account.email)).toBe(true);
  });
});

test.describe("unsubscribe without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form works before any script runs", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    await unsubscribeFromNotices(page, account.email);
  });
});

test.describe("unsubscribe on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the button fits and works", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    await unsubscribeFromNotices(page, account.email);
  });
});
