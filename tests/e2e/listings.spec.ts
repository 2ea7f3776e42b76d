import type { Page } from "@playwright/test";
import { expect, type ListingFixture, test } from "./support/fixtures";
import { saveFromListingPage } from "./support/save-property";
import { pickFreeSlot } from "./support/tour-slots";

/** A city name no other test or demo listing uses, so a text search isolates this test's data. */
function uniqueCity(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Zed${letters}ville`;
}

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

/** A new listing with three photos, its page open; returns the button that opens the gallery. */
async function openThreePhotoListing(
  page: Page,
  createListing: (overrides?: Record<string, unknown>) => Promise<ListingFixture>,
  name: string,
) {
  const listing = await createListing({
    title: `${uniqueCity()} ${name}`,
    photoLabels: ["Front", "Kitchen", "Garden"],
  });
  await page.goto(`/property/${listing.id}`);
  return page.getByRole("link", { name: /^Open photo 1 of 3/ });
}

async function searchFor(page: Page, text: string) {
  await page.goto(`/search?q=${encodeURIComponent(text)}`);
}

test.describe("property detail", () => {
  test("'Back to search' returns to the filters the buyer came with", async ({
    page,
    createListing,
    a11y,
  }) => {
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Filtered Home`, city, bedrooms: 2 });
    const search = `/search?q=${encodeURIComponent(city)}&beds=2&sort=price_low`;
    await page.goto(search);
    await page.getByRole("link", { name: listing.title }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    // Opening and closing the gallery keeps where Back to search goes.
    await page.getByRole("link", { name: /^Open photo 1 of 3/ }).click();
    // The dialog's code loads on the first click: Escape must wait for the dialog it closes.
    const gallery = page.getByRole("dialog");
    await expect(gallery).toBeVisible();
    await a11y.scanOverlay("gallery dialog", page);
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();
    await page.getByRole("link", { name: "Back to search" }).click();
    await expect(page).toHaveURL(search);
    await expect(page.getByRole("link", { name: listing.title })).toBeVisible();
  });

  test("an arrow key pressed the moment the gallery shows still moves it", async ({
    page,
    createListing,
  }) => {
    const opener = await openThreePhotoListing(page, createListing, "Quick Keys Home");
    // The key goes wherever focus is when the dialog appears, before the dialog has taken focus
    // (it does so in an effect, after the next paint): a quick keyboard user on a slow phone.
    await opener.evaluate(
      (button: HTMLButtonElement) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector("[role=dialog]")) return;
            observer.disconnect();
            const target = document.activeElement ?? document.body;
            target.dispatchEvent(
              new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }),
            );
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true });
          button.focus();
          button.click();
        }),
    );
    const gallery = page.getByRole("dialog");
    await expect(gallery.getByText("2 of 3")).toBeVisible();
    await expect(gallery.getByText("Kitchen")).toBeVisible();
  });
});

test.describe("saving", () => {
  test("saves from a card and from the detail page, lists them on /saved, and removes them", async ({
    page,
    loginAs,
    createListing,
  }) => {
    await loginAs("user");
    const city = uniqueCity();
    const fromCard = await createListing({ title: `${city} Card Saved`, city });
    const fromDetail = await createListing({ title: `${city} Detail Saved`, city });

    await searchFor(page, city);
    await card(page, fromCard.title).getByRole("button", { name: "Save property" }).click();
    await expect(page.getByText("Property saved")).toBeVisible();
    await expect(
      card(page, fromCard.title).getByRole("button", { name: "Remove from saved" }),
    ).toBeVisible();

    await page.goto(`/property/${fromDetail.id}`);
    await saveFromListingPage(page);

    await page.goto("/saved");
    await expect(card(page, fromCard.title)).toBeVisible();
    await expect(card(page, fromDetail.title)).toBeVisible();
    await card(page, fromCard.title).getByRole("button", { name: "Remove from saved" }).click();
    await expect(
      page.getByText("This property has been removed from your saved list."),
    ).toBeVisible();
    await expect(card(page, fromCard.title)).toHaveCount(0);
    await card(page, fromDetail.title).getByRole("button", { name: "Remove from saved" }).click();
    await expect(page.getByText("No Saved Properties")).toBeVisible();
  });
});

test.describe("the listing's agent", () => {
  test("takes a message and a tour request", async ({ page, loginAs, createListing }) => {
    await loginAs("user");
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Agent Home`, city });
    await page.goto(`/property/${listing.id}`);
    await expect(page.getByText("Rey Realtor")).toBeVisible();

    await page.getByRole("button", { name: "Contact Agent" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Message").fill("Is the <b>garden</b> south facing?");
    await dialog.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    await pickFreeSlot(page);
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expect(page.getByText("Tour requested")).toBeVisible();
  });
});
