import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { approvedProfessional } from "./support/professionals";

const NOTICES = "e-mails about new messages, tour requests and your account";

/** The link an e-mail to the account would carry, signed by the e2e server's mailer. */
async function unsubscribeLink(page: Page, email: string, topic: string): Promise<string> {
  const response = await page.request.post("/__e2e/unsubscribe-link", { data: { email, topic } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

/** The account's own setting, read through its signed-in API context. */
async function emailNotifications(api: APIRequestContext): Promise<boolean> {
  const response = await api.get("/api/profile/me");
  expect(response.status()).toBe(200);
  const profile = (await response.json()) as {
    notificationSettings: { emailNotifications: boolean };
  };
  return profile.notificationSettings.emailNotifications;
}

/** Opens an unsubscribe link, presses the one button and reads the confirmation. */
async function unsubscribeFromNotices(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText(`Unsubscribing stops ${NOTICES}.`)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(`You will no longer get ${NOTICES}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose which e-mails you get" })).toHaveAttribute(
    "href",
    "/settings",
  );
}

test.describe("unsubscribe from an e-mail's link", () => {
  test("a realtor turns notices off from a new-message e-mail", async ({ page, playwright }) => {
    const realtor = await approvedProfessional(playwright, "realtor", "Una Realtor", {});
    const sent = await page.request.post(`/api/realtors/${realtor.id}/messages`, {
      data: { name: "Jane Buyer", email: "jane@example.test", message: "Is the loft free?" },
      headers: { origin: `http://localhost:${E2E_PORT}` },
    });
    expect(sent.status()).toBe(201);
    const mail = await receivedMail(page.request, realtor.email, "New message from Jane Buyer");
    expect(mail.text).toContain("Is the loft free?");

    // The page is not signed in: the link alone is enough.
    await unsubscribeFromNotices(page, linkIn(mail, "/unsubscribe?"));
    expect(await emailNotifications(realtor.api)).toBe(false);
  });

  test("an altered link says so and changes nothing", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    const link = await unsubscribeLink(page, account.email, "digest");
    const response = await page.goto(link.replace("topic=digest", "topic=notices"));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    expect(await emailNotifications(page.request)).toBe(true);
  });
});

test.describe("unsubscribe without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form works before any script runs", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    await unsubscribeFromNotices(page, await unsubscribeLink(page, account.email, "notices"));
    expect(await emailNotifications(page.request)).toBe(false);
  });
});

test.describe("unsubscribe on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the button fits and works", async ({ page, loginAs }) => {
    const account = await loginAs("user");
    const path = await unsubscribeLink(page, account.email, "notices");
    await page.goto(path);
    const box = await page.getByRole("button", { name: "Unsubscribe" }).boundingBox();
    expect(box ? box.x + box.width : Number.POSITIVE_INFINITY).toBeLessThanOrEqual(390);
    await unsubscribeFromNotices(page, path);
    expect(await emailNotifications(page.request)).toBe(false);
  });
});
