import type { Page } from "@playwright/test";

/**
 * How many of the signed-in member's notifications show `text`, read from the dashboard once its
 * list has loaded. The tab is drawn in the browser, so counting right after the page opens would
 * count a skeleton; it shows how many are unread once the list is in.
 */
export async function notificationsShowing(page: Page, text: string): Promise<number> {
  await page.goto("/dashboard?tab=notifications");
  await page.getByText(/^\d+ unread$/).waitFor({ timeout: 10_000 });
  return page.getByText(text).count();
}
