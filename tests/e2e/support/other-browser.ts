import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import type { JourneyScans } from "../a11y/scan-landings";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./accounts";
import { waitForAppAfterNavigation } from "./hydration";

const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * A ready role account in a browser of its own (closed by `closeOther`, which checks its errors).
 */
export async function otherPage(
  browser: Browser,
  a11y: JourneyScans,
  role: "realtor" | "admin" = "realtor",
): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: ROLE_ACCOUNTS[role].email, password: E2E_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(signIn.status()).toBe(200);
  return watchedPage(context, a11y);
}

/** A page whose hydration, accessibility and script errors are followed until `closeOther`. */
async function watchedPage(context: BrowserContext, a11y: JourneyScans): Promise<Page> {
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  a11y.watch(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

export async function closeOther(page: Page) {
  expect(pageErrors.get(page), "errors in the other browser's page").toEqual([]);
  await page.context().close();
}

/** A browser of its own with no account signed in, e.g. someone invited by e-mail. */
export async function signedOutPage(browser: Browser, a11y: JourneyScans): Promise<Page> {
  return watchedPage(await browser.newContext({ baseURL: BASE_URL }), a11y);
}
