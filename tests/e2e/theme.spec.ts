import type { Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForHydrated } from "./support/hydration";
import { signUpVerified } from "./support/mail";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

const footerTheme = (page: Page) => page.getByRole("contentinfo").getByLabel("Theme");
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

/**
 * A new member of its own whose account theme is Dark, signed in on this page: the shared test
 * accounts keep their themes, which other journeys rely on.
 */
async function signUpWithDarkTheme(page: Page) {
  await signUpVerified(page.request, {
    name: "Dana Dark",
    email: uniqueEmail("theme"),
    password: E2E_PASSWORD,
  });
  const saved = await page.request.patch("/api/profile/me", {
    data: { themePreference: "dark" },
    headers: ORIGIN,
  });
  expect(saved.status()).toBe(200);
}

// The footer's select must show the account's theme, not "System Default", when one is applied.
test.describe("the footer's theme select", () => {
  test("shows the account's Dark theme on a device that never chose one", async ({ page }) => {
    await signUpWithDarkTheme(page);

    // The server draws the page in the account's theme, so it starts dark with nothing to swap.
    const html = await (await page.request.get("/search")).text();
    expect(html).toContain('data-account-theme="dark"');
    expect(html).toMatch(/<option value="dark" selected="">Dark<\/option>/);

    await page.goto("/search");
    await expect(footerTheme(page)).toHaveValue("dark");
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("shows the Dark theme this device keeps", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/search");
    expect(await isDark(page)).toBe(true);
    await expect(footerTheme(page)).toHaveValue("dark");

    await waitForHydrated(footerTheme(page));
    await footerTheme(page).selectOption("light");
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test("shows the account's Dark theme where the browser blocks storage", async ({ page }) => {
    await signUpWithDarkTheme(page);
    // As with strict privacy settings: every use of local storage throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/search");
    expect(await isDark(page)).toBe(true);
    await expect(footerTheme(page)).toHaveValue("dark");

    await waitForHydrated(footerTheme(page));
    await footerTheme(page).selectOption("light");
    await expect.poll(() => isDark(page)).toBe(false);
    await expect(footerTheme(page)).toHaveValue("light");
  });
});
