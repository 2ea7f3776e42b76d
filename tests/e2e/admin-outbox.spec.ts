import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";

/**
 * Playwright reaches into every frame, and Chromium logs each try in the message's script-less
 * frame (sandbox="") as an error (microsoft/playwright#33343); the app runs no script there.
 */
test.afterEach(({ consoleErrors }) => {
  const noise =
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;
  const kept = consoleErrors.filter((message) => !noise.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});

/** Subscribes `address` on the blog, as a reader would; the confirmation e-mail follows. */
async function subscribeOnBlog(page: Page, address: string) {
  await page.goto("/blog");
  const form = page.getByRole("region", { name: "Subscribe" });
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm")).toBeVisible();
}

/** The Outbox's row for `address`, pressing Refresh until the mail job has sent it. */
async function outboxSubject(page: Page, address: string) {
  const row = page.getByRole("row").filter({ hasText: address });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row.getByRole("button", { name: /^Confirm your subscription/ });
}

test("an admin reads a sent e-mail in the Outbox and its link confirms the subscription", async ({
  page,
  loginAs,
  browser,
}) => {
  await loginAs("admin");
  const address = uniqueEmail("outbox");
  await subscribeOnBlog(page, address);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  const jobs = page.getByRole("region", { name: "Background jobs" });
  await expect(jobs.getByText("Done")).toBeVisible();

  // Opened with the keyboard, as anyone not using a mouse would.
  const subject = await outboxSubject(page, address);
  await subject.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`To ${address}`);
  const body = dialog.frameLocator("iframe").locator("body");
  await expect(body).toContainText("Confirm my subscription");
  const link = await dialog
    .frameLocator("iframe")
    .getByRole("link", { name: /\/blog\/subscribe\/confirm\?token=/ })
    .textContent();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(subject).toBeFocused();

  // The link works once, in a mail client's browser with no JavaScript; a second visit says so.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const tab = await reader.newPage();
  const confirmed = await tab.goto(link ?? "");
  expect(confirmed?.status()).toBe(200);
  await expect(tab.getByRole("heading", { name: "You're subscribed", level: 1 })).toBeVisible();
  const reused = await tab.goto(link ?? "");
  expect(reused?.status()).toBe(400);
  await expect(
    tab.getByRole("heading", { name: "This confirmation link is not valid", level: 1 }),
  ).toBeVisible();
  await reader.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the Outbox fits the screen and opens a message", async ({ page, loginAs }) => {
    await loginAs("admin");
    const address = uniqueEmail("outbox-phone");
    await subscribeOnBlog(page, address);
    await page.goto("/admin/outbox");
    const subject = await outboxSubject(page, address);
    // The page itself never scrolls sideways; the table scrolls inside its own box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await subject.tap();
    const frame = page.getByRole("dialog").frameLocator("iframe");
    await expect(frame.locator("body")).toContainText("Confirm my subscription");
  });
});
