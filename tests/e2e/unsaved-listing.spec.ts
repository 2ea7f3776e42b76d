import type { Locator, Page } from "@playwright/test";
import { expectDialogFocused } from "./support/dialog";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

const QUESTION = "You have unsaved changes. If you close now, they will be lost.";

function discardQuestion(page: Page): Locator {
  return page.getByRole("alertdialog", { name: "Discard changes?" });
}

/** Opens the Add Property dialog of the manager at `path`. */
async function openAdd(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole("button", { name: "Add Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Property" });
  await expect(dialog.getByLabel("Title")).toBeVisible();
  await expectDialogFocused(dialog);
  return dialog;
}

/** Opens the edit dialog of the one listing whose title is `title` (found by search). */
async function openEdit(page: Page, title: string): Promise<Locator> {
  await page.goto(`/dashboard?tab=listings&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Property" });
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expectDialogFocused(dialog);
  return dialog;
}

test.describe("unsaved changes in the listing dialog", () => {
  test("Escape asks; Keep editing keeps the text; Discard closes", async ({ page, loginAs }) => {
    await loginAs("admin");
    const dialog = await openAdd(page, "/admin/properties");
    const add = page.getByRole("button", { name: "Add Property" });
    const title = `Unsaved Draft ${uniqueTag()}`;
    await dialog.getByLabel("Title").fill(title);

    // Escape asks; the safe choice has the focus.
    await page.keyboard.press("Escape");
    const question = discardQuestion(page);
    await expect(question).toBeVisible();
    await expect(question.getByText(QUESTION)).toBeVisible();
    await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await expect(question.getByRole("button", { name: "Discard" })).toBeVisible();

    // Focus stays inside the question.
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: "Discard" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();

    // Keep editing closes only the question; the text and the focus are where they were.
    await question.getByRole("button", { name: "Keep editing" }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByLabel("Title")).toBeFocused();

    // Escape on the question means Keep editing too.
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    await expectDialogFocused(question);
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);

    // The close button, Cancel and a click outside ask as well.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Keep editing" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Keep editing" }).click();
    // Radix listens for clicks outside the dialog again from the task after the question above
    // it closed (a setTimeout); a raw mouse click sent at once, under 10 ms later, falls in that
    // gap, which no hand is fast enough to reach (failed 1 run in 4).
    await expect(question).toBeHidden();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.mouse.click(4, 4);
    await expect(question).toBeVisible();
    // A click outside the question does not dismiss it.
    await page.mouse.click(4, 4);
    await expect(question).toBeVisible();

    // Discard closes both, nothing is saved, and focus goes back to the opener.
    await question.getByRole("button", { name: "Discard" }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await add.click();
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/properties?q=${encodeURIComponent(title)}`);
    await expect(page.getByText("No properties found")).toBeVisible();
  });

  test("an untouched dialog closes at once", async ({ page, loginAs, createListing }) => {
    await loginAs("realtor");
    const own = await createListing({ title: `Unsaved Untouched ${uniqueTag()}` });
    const create = await openAdd(page, "/dashboard?tab=listings");
    await page.keyboard.press("Escape");
    await expect(create).toBeHidden();
    await expect(discardQuestion(page)).toHaveCount(0);

    const edit = await openEdit(page, own.title);
    await edit.getByRole("button", { name: "Close" }).click();
    await expect(edit).toBeHidden();
    await expect(discardQuestion(page)).toHaveCount(0);

    // Typed and then put back as it was: nothing to lose.
    const again = await openEdit(page, own.title);
    await again.getByLabel("Title").fill(`${own.title} changed`);
    await again.getByLabel("Title").fill(own.title);
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
    await expect(discardQuestion(page)).toHaveCount(0);
  });

  test("photo changes ask; a save closes at once", async ({ page, loginAs, createListing }) => {
    await loginAs("realtor");
    const own = await createListing({
      title: `Unsaved Photos ${uniqueTag()}`,
      photoLabels: ["Front", "Kitchen", "Garden"],
    });
    const question = discardQuestion(page);

    // Removing a photo, then discarding: the listing keeps all three.
    const edit = await openEdit(page, own.title);
    await edit.getByRole("button", { name: "Remove Photo 2" }).click();
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Discard" }).click();
    await expect(edit).toBeHidden();
    const photos = edit.getByRole("list", { name: "Photos" }).getByRole("listitem");

    // Reordering asks too.
    await openEdit(page, own.title);
    await expect(photos).toHaveCount(3);
    await edit.getByRole("button", { name: "Move Photo 3 earlier" }).click();
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Discard" }).click();

    // So does choosing another cover; the save then closes at once.
    await openEdit(page, own.title);
    await expect(edit.getByLabel("Label for Photo 3")).toHaveValue("Garden");
    await edit.getByRole("radio", { name: "Cover: Photo 3" }).check();
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    // Its Escape works once it holds the focus (a loaded CI host pressed it sooner: seen twice).
    await expectDialogFocused(question);
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Property updated")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(question).toHaveCount(0);
    const saved = await (await page.request.get(`/api/properties/${own.id}`)).json();
    expect(saved.image.label).toBe("Garden");
  });
});
