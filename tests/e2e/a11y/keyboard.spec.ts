import type { Browser, Locator, Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "../support/accounts";
import { expectDialogFocused } from "../support/dialog";
import { expect, test, uniqueEmail } from "../support/fixtures";

/**
 * The main journeys with the keyboard alone. Nothing is clicked: the journeys
 * move with Tab, arrows, Enter, Space and Escape (or place focus on a field, as a user tabbing
 * there would), and check that focus is visible where the user needs to see it.
 */

/** Tabs forward until the target has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses an arrow key until the target has focus (radio groups, menus). */
async function arrowTo(page: Page, target: Locator, key: string, limit = 10) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused element shows an outline or a ring (Tailwind rings are box-shadows). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    if (element instanceof HTMLInputElement && element.type === "range") {
      // Chromium computes no style for the thumb pseudo-element: check the thumb's ring rule
      // applies, i.e. the input matches :focus-visible and carries the thumb ring utility.
      const ring = [...element.classList].some((name) =>
        /focus-visible:.*slider-thumb.*ring-2/.test(name),
      );
      return { outline: false, ring: element.matches(":focus-visible") && ring };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    // A card's link draws its ring on ::after, which covers the whole card.
    const ring = [null, "::after"].some(
      (pseudo) => getComputedStyle(element, pseudo).boxShadow !== "none",
    );
    return { outline, ring };
  });
  expect(indicator.outline || indicator.ring, "a visible focus outline or ring").toBe(true);
}

/** Makes an account through the API in a context of its own, leaving the page signed out. */
async function signUpElsewhere(browser: Browser, name: string): Promise<string> {
  const email = uniqueEmail("kbd");
  const other = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const created = await other.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: E2E_PASSWORD },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(created.status()).toBe(200);
  await other.close();
  return email;
}

function uniqueCity(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Kbd${letters}ton`;
}

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to/i });
  await expectVisibleFocus(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("signs in with the keyboard", async ({ page, browser }) => {
  // A fresh account: the journey is the sign-in form, not sign-up.
  const email = await signUpElsewhere(browser, "Kim Keys");

  await page.goto("/profile");
  const emailField = page.getByLabel("Email");
  await tabTo(page, emailField);
  await expectVisibleFocus(emailField);
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
});

test("searches with filters, opens a listing and its gallery, and saves it", async ({
  page,
  loginAs,
  createListing,
  a11y,
}) => {
  await loginAs("user");
  const city = uniqueCity();
  const wanted = await createListing({
    title: `${city} Keyboard Condo`,
    city,
    propertyType: "Condo",
    bedrooms: 3,
    price: 450_000,
    amenities: ["Pool"],
  });
  await createListing({
    title: `${city} Mouse House`,
    city,
    propertyType: "House",
    bedrooms: 2,
    price: 2_900_000,
    amenities: ["Gym"],
  });
  await page.goto(`/search?q=${city}`);
  await expect(page.getByText("2 properties found")).toBeVisible();

  // Filters: open, lower the maximum price with arrows, pick bedrooms, a type and an amenity.
  // A <details> summary, which has no ARIA role of its own ("More filters" is another, inside).
  const filters = page.locator("summary").filter({ hasText: /^Filters/ });
  await tabTo(page, filters);
  await expectVisibleFocus(filters);
  await page.keyboard.press("Enter");
  const maxThumb = page.getByRole("slider", { name: /maximum/i });
  await tabTo(page, maxThumb);
  await expectVisibleFocus(maxThumb);
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowLeft");
  const threeBeds = page
    .getByRole("group", { name: "Bedrooms" })
    .getByRole("radio", { name: "3+" });
  await tabTo(page, page.getByRole("group", { name: "Bedrooms" }).getByRole("radio").first());
  // A radio group is one stop: arrows move the choice.
  await arrowTo(page, threeBeds, "ArrowRight");
  await page.keyboard.press("Space");
  await expect(threeBeds).toBeChecked();
  const condo = page.getByRole("checkbox", { name: "Condo" });
  await tabTo(page, condo);
  await expectVisibleFocus(condo);
  await page.keyboard.press("Space");
  await expect(condo).toBeChecked();
  const pool = page.getByRole("checkbox", { name: "Pool" });
  await tabTo(page, pool);
  await page.keyboard.press("Space");
  await expect(pool).toBeChecked();
  await a11y.scanOverlay("filter panel", page);
  await tabTo(page, page.getByRole("button", { name: "Apply Filters" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 property found")).toBeVisible();
  await expect(page).toHaveURL(/maxPrice=/);
  await expect(page).toHaveURL(/beds=3/);

  // Open the listing from its card.
  const cardLink = page.getByRole("link", { name: wanted.title });
  await tabTo(page, cardLink, 80);
  await expectVisibleFocus(cardLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: wanted.title, level: 1 })).toBeVisible();

  // The gallery: arrows move through the photos, Escape closes it and focus comes back.
  // The main photo opens the photos one at a time ("View all N photos" opens them as a grid).
  const galleryButton = page.getByRole("link", { name: /^Open photo 1 of 3/ });
  await tabTo(page, galleryButton, 60);
  await expectVisibleFocus(galleryButton);
  await page.keyboard.press("Enter");
  const gallery = page.getByRole("dialog");
  await expect(gallery.getByText("1 of 3")).toBeVisible();
  await expectDialogFocused(gallery);
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("2 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText("3 of 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(galleryButton).toBeFocused();

  // Save it.
  const save = page.getByRole("button", { name: "Save Property" });
  await tabTo(page, save, 60);
  await expectVisibleFocus(save);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
});

test("uses the admin users table with the keyboard", async ({ page, browser, loginAs }) => {
  // A user of this test's own, found through the table's search.
  const name = `Kai Keyrow ${Math.random().toString(36).slice(2, 7)}`;
  await signUpElsewhere(browser, name);

  await loginAs("admin");
  await page.goto("/admin/users");
  const search = page.getByRole("searchbox", { name: "Search users" });
  await tabTo(page, search, 60);
  await expectVisibleFocus(search);
  await page.keyboard.type(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  const actions = page.getByRole("button", { name: `Actions for ${name}` });
  await tabTo(page, actions, 60);
  await expectVisibleFocus(actions);
  await page.keyboard.press("Enter");
  const profileItem = page.getByRole("menuitem", { name: "View & Edit Profile" });
  await expect(profileItem).toBeVisible();
  // Radix menus focus their first item on keyboard open; walk to the item with the arrows.
  await arrowTo(page, profileItem, "ArrowDown");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
});
