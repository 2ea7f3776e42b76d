import type { Page } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";

/**
 * Playwright reaches into every frame, and Chromium logs each try in the message's script-less
 * frame (sandboxed without allow-scripts) as an error (microsoft/playwright#33343); the app runs no script there.
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

/**
 * Sends `address` a confirmation e-mail the way `npm start` does without SMTP_URL, so the
 * Outbox keeps it (this server's own e-mail goes to an SMTP sink; embedded-mail-routes.ts).
 */
async function sendKeptMail(page: Page, address: string) {
  const response = await page.request.post("/__e2e/embedded-mail", {
    data: {
      kind: "blog-subscribe-confirm",
      to: address,
      props: { url: `http://localhost:${E2E_PORT}/blog/subscribe/confirm?token=kept-example` },
    },
  });
  expect(response.status()).toBe(204);
}

/** The Outbox's subject button for `address`, pressing Refresh until the message is listed. */
async function outboxSubject(page: Page, address: string) {
  const row = page.getByRole("row").filter({ hasText: address });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row.getByRole("button", { name: /^Confirm your subscription/ });
}

test("the Outbox lists what the blog's Subscribe sent; its link confirms once, without scripts", async ({
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

  // Opened with the keyboard; sent through SMTP, its body is not kept, and the dialog says so.
  const subject = await outboxSubject(page, address);
  await subject.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`To ${address}`);
  await expect(dialog).toContainText("sent through the SMTP server and is not kept");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(subject).toBeFocused();

  // The link works once, in a browser with no JavaScript; a second visit says so.
  const mail = await receivedMail(page.request, address, "Confirm your subscription");
  const link = linkIn(mail, "/blog/subscribe/confirm?token=");
  const reader = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://localhost:${E2E_PORT}`,
  });
  const tab = await reader.newPage();
  expect((await tab.goto(link))?.status()).toBe(200);
  await expect(tab.getByRole("heading", { name: "You're subscribed", level: 1 })).toBeVisible();
  expect((await tab.goto(link))?.status()).toBe(400);
  await expect(
    tab.getByRole("heading", { name: "This confirmation link is not valid", level: 1 }),
  ).toBeVisible();
  await reader.close();
  // And with scripts, as most readers open it.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "This confirmation link is not valid", level: 1 }),
  ).toBeVisible();
});

test("a message kept without SMTP_URL opens as its reader saw it", async ({ page, loginAs }) => {
  await loginAs("admin");
  const address = uniqueEmail("outbox-kept");
  await sendKeptMail(page, address);
  await page.goto("/admin/outbox");
  await (await outboxSubject(page, address)).click();
  const frame = page.getByRole("dialog").frameLocator('iframe[sandbox="allow-same-origin"]');
  await expect(frame.locator("body")).toContainText("Confirm my subscription");
  await expect(frame.getByRole("link", { name: /token=kept-example/ })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the Outbox fits the screen and opens a message", async ({ page, loginAs }) => {
    await loginAs("admin");
    const address = uniqueEmail("outbox-phone");
    await sendKeptMail(page, address);
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
    // The 600 px message is shrunk to the frame's width: all of it shows, none is cut off.
    await expect
      .poll(() =>
        frame.locator("html").evaluate((html) => {
          const zoom = Number(html.style.zoom || 1);
          return html.scrollWidth * zoom - html.clientWidth * zoom <= 1 && zoom < 1;
        }),
      )
      .toBe(true);
  });

  test("the search finds a message by its recipient", async ({ page, loginAs }) => {
    await loginAs("admin");
    const wanted = uniqueEmail("outbox-wanted");
    await sendKeptMail(page, wanted);
    await sendKeptMail(page, uniqueEmail("outbox-other"));
    await page.goto("/admin/outbox");
    await outboxSubject(page, wanted);
    await page.getByRole("searchbox", { name: "Search sent e-mail" }).fill("outbox-wanted");
    await expect(page).toHaveURL(/[?&]q=outbox-wanted/);
    await expect(page.getByRole("row").filter({ hasText: "outbox-wanted" })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: "outbox-other" })).toHaveCount(0);
  });
});
