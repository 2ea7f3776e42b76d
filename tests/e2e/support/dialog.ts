import { expect, type Locator } from "@playwright/test";

/**
 * Waits until an open dialog has taken the focus. Radix dialogs take it, and start listening for
 * Escape, in effects. After a click or a key React runs those before the next paint, but a dialog
 * whose code loads on first use appears later, in a render of its own, and its effects may wait
 * for the paint after it: a key pressed the moment it shows can reach the page instead. A person
 * starts typing once the focus is there; so do the journeys.
 */
export async function expectDialogFocused(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}
