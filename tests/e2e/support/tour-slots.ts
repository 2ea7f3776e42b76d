import { expect, type Locator, type Page } from "@playwright/test";
import { SCHEDULE_TOUR_ID } from "../../../src/web/features/inquiries/components/schedule-tour-shell";

/**
 * Scrolls a listing page to its tour box, whose calendar loads as the visitor nears it. The box's
 * placeholder is replaced by the loaded one, so the scroll finds the element in the page itself:
 * a located element can be gone by the time Playwright scrolls to it.
 */
export async function scrollToTourBox(page: Page): Promise<void> {
  await expect(page.locator(`#${SCHEDULE_TOUR_ID}`)).toBeAttached();
  await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), SCHEDULE_TOUR_ID);
}

/**
 * Picks an open day and a free time in a tour picker, at random among them: journeys that book
 * the seeded realtor at the same time then rarely want the same slot. Returns the time's label
 * ("10:30 AM"). On a listing page it first scrolls to the tour box, whose calendar loads as
 * the visitor nears it.
 */
export async function pickFreeSlot(scope: Page | Locator): Promise<string> {
  if ("goto" in scope) await scrollToTourBox(scope);
  const days = scope
    .getByRole("group", { name: "Choose a day" })
    .locator("input[type=radio]:not(:disabled)");
  await expect(days.first()).toBeAttached();
  await days.nth(Math.floor(Math.random() * (await days.count()))).check();
  const times = scope.getByRole("group", { name: /^Times on / }).getByRole("radio");
  await expect(times.first()).toBeAttached();
  const time = times.nth(Math.floor(Math.random() * (await times.count())));
  await time.check();
  return (await time.getAttribute("aria-label")) ?? (await time.locator("..").innerText()).trim();
}
