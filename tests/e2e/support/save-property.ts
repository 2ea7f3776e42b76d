import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Saves the home on its listing page. The button turns to "Saved" before the server answers, so
 * this also waits for the answer: a page load right after would otherwise cancel the request.
 */
export async function saveFromListingPage(page: Page) {
  const stored = page.waitForResponse(
    (response) =>
      /\/api\/saved\/[^/]+$/.test(new URL(response.url()).pathname) &&
      response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save Property" }).click();
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeVisible();
  expect((await stored).ok()).toBe(true);
}
