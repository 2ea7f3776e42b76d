import { expect, type Locator } from "@playwright/test";

/**
 * Waits until an open dialog has taken the focus. Radix dialogs take it, and start listening for
 * Escape, in effects, which Preact runs after the next paint (React runs them at once after a
 * click or a key): a key pressed the moment a dialog shows can reach the page instead. A person
 * starts typing once the focus is there; so do the journeys.
 */
export async function expectDialogFocused(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}
