import { test as base, expect, type Page } from "@playwright/test";
import type { Role } from "../../../src/shared/roles";
import { type JourneyScans, scanJourney } from "../a11y/scan-landings";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./accounts";
import { waitForAppAfterNavigation } from "./hydration";
import { signUpVerified } from "./mail";

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

/**
 * Creates a fresh account through the API and follows the e-mailed verification link, which
 * confirms the address and leaves the page signed in as it.
 */
async function signUpViaApi(page: Page, name: string) {
  const email = uniqueEmail();
  await signUpVerified(page.request, { name, email, password: E2E_PASSWORD });
  return { email, name, password: E2E_PASSWORD };
}

/** Signs the page in as the ready account of a role (or a brand-new user). */
async function loginAs(page: Page, role: Role) {
  if (role === "user") return signUpViaApi(page, "Uma User");
  const account = ROLE_ACCOUNTS[role];
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: E2E_PASSWORD },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(200);
  return { ...account, password: E2E_PASSWORD };
}

export interface ListingFixture {
  id: string;
  title: string;
}

/** Creates a listing with real photos through the e2e server's fixture route. */
async function createListing(
  page: Page,
  overrides: Record<string, unknown> = {},
): Promise<ListingFixture> {
  const response = await page.request.post("/__e2e/properties", { data: overrides });
  expect(response.status()).toBe(201);
  return response.json();
}

export interface ReelFixture {
  id: string;
  title: string;
}

export interface ReelFixtureOptions {
  propertyId?: string;
  /** A WebVTT text: each reel has these captions. */
  captions?: string;
}

/**
 * Creates reels with real H.264 videos (copies of the demo ones) through the fixture route, one
 * per title; the first title is the newest. Returned newest first, as the feed lists them.
 */
async function createReels(
  page: Page,
  titles: string[],
  options: ReelFixtureOptions = {},
): Promise<ReelFixture[]> {
  const response = await page.request.post("/__e2e/reels", { data: { titles, ...options } });
  expect(response.status()).toBe(201);
  return response.json();
}

/** Fails a test on any console error or uncaught exception in the page. */
export const test = base.extend<{
  loginAs: (role: Role) => ReturnType<typeof loginAs>;
  createListing: (overrides?: Record<string, unknown>) => Promise<ListingFixture>;
  createReels: (titles: string[], options?: ReelFixtureOptions) => Promise<ReelFixture[]>;
  consoleErrors: string[];
  /** Accessibility scans of what the journey shows (see a11y/scan-landings.ts). */
  a11y: JourneyScans;
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts the page is what the server drew: there is no app start to wait for.
    if (javaScriptEnabled !== false) waitForAppAfterNavigation(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Chromium itself logs every 4xx answer; refused sign-ins are expected, server errors are not.
        const expectedRefusal = /^Failed to load resource: .* status of 4\d\d/.test(message.text());
        if (message.type() === "error" && !expectedRefusal)
          errors.push(`${message.text()} (${page.url()})`);
      });
      // The address names the page a sweep of many pages was on when it failed.
      page.on("pageerror", (error) => errors.push(`${error.message} (${page.url()})`));
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  // Every screen a journey shows gets an axe scan, once per run per screen, theme and viewport.
  a11y: [
    async ({ page, javaScriptEnabled }, use, info) => {
      const skip = javaScriptEnabled === false || info.project.name === "performance";
      const scans = scanJourney(info);
      if (!skip) scans.watch(page);
      await use(scans);
      if (!skip && info.status === info.expectedStatus) {
        // A step of its own, so a report shows what the scans cost each journey.
        await base.step("accessibility scans at the end", () => scans.finish(), { box: true });
      }
    },
    { auto: true },
  ],
  loginAs: async ({ page }, use) => {
    await use((role: Role) => loginAs(page, role));
  },
  createListing: async ({ page }, use) => {
    await use((overrides) => createListing(page, overrides));
  },
  createReels: async ({ page }, use) => {
    await use((titles, options) => createReels(page, titles, options));
  },
});
export { expect };
