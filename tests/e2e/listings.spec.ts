import type { Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, type ListingFixture, test, uniqueEmail } from "./support/fixtures";
import { signUpVerified } from "./support/mail";

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
  return page.getByRole("link", { name: "View gallery" });
}

async function searchFor(page: Page, text: string) {
  await page.goto(`/search?q=${encodeURIComponent(text)}`);
}

/** The Filters toggle: a <details> summary, which has no ARIA role of its own. */
function filtersToggle(page: Page) {
  return page.locator("summary").filter({ hasText: "Filters" });
}

async function openFilters(page: Page) {
  await filtersToggle(page).click();
}

async function applyFilters(page: Page) {
  await page.getByRole("button", { name: "Apply Filters" }).click();
}

test.describe("search", () => {
  let city: string;
  let listings: Record<"small" | "middle" | "large", ListingFixture>;

  test.beforeEach(async ({ createListing }) => {
    city = uniqueCity();
    listings = {
      small: await createListing({
        title: `${city} Starter House`,
        city,
        propertyType: "House",
        bedrooms: 2,
        bathrooms: 1,
        price: 310_000,
        amenities: ["Pool"],
      }),
      middle: await createListing({
        title: `${city} Garden Condo`,
        city,
        propertyType: "Condo",
        bedrooms: 3,
        bathrooms: 2.5,
        price: 720_000,
        amenities: ["Pool", "Gym"],
      }),
      large: await createListing({
        title: `${city} Hilltop Villa`,
        city,
        propertyType: "Villa",
        bedrooms: 5,
        bathrooms: 3.5,
        price: 1_950_000,
        amenities: ["Garden"],
      }),
    };
  });

  test("finds listings by text and shows the card's facts", async ({ page }) => {
    await page.goto("/search");
    await page.getByPlaceholder("Search by location or property name").fill(city.toLowerCase());
    await expect(page.getByText("3 properties found")).toBeVisible();
    const middle = card(page, listings.middle.title);
    await expect(middle.getByText("$720,000")).toBeVisible();
    await expect(middle.getByText("3 Beds")).toBeVisible();
    await expect(middle.getByText("2.5 Baths")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${city.toLowerCase()}`));
  });

  test("each filter narrows the results, Clear All resets them, and the URL keeps them", async ({
    page,
  }) => {
    await searchFor(page, city);
    await expect(page.getByText("3 properties found")).toBeVisible();

    await openFilters(page);
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("radio", { name: "3" }).click();
    await applyFilters(page);
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, listings.middle.title)).toBeVisible();
    await expect(filtersToggle(page)).toHaveAccessibleName("Filters 1 active");

    await page.reload();
    await expect(page.getByText("1 property found")).toBeVisible();

    await openFilters(page);
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("3 properties found")).toBeVisible();

    await openFilters(page);
    await page.getByRole("group", { name: "Bathrooms" }).getByRole("radio", { name: "3+" }).click();
    await applyFilters(page);
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, listings.large.title)).toBeVisible();
    await page.goBack();
    await expect(page.getByText("3 properties found")).toBeVisible();

    await openFilters(page);
    await page.getByRole("checkbox", { name: "Villa" }).check();
    await applyFilters(page);
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, listings.large.title)).toBeVisible();

    await openFilters(page);
    await page.getByRole("button", { name: "Clear All" }).click();
    await openFilters(page);
    await page.getByRole("checkbox", { name: "Pool" }).check();
    await page.getByRole("checkbox", { name: "Gym" }).check();
    await applyFilters(page);
    await expect(page.getByText("1 property found")).toBeVisible();
    await expect(card(page, listings.middle.title)).toBeVisible();

    await openFilters(page);
    await page.getByRole("button", { name: "Clear All" }).click();
    await openFilters(page);
    const maxThumb = page.getByRole("slider", { name: /maximum/i });
    await maxThumb.focus();
    for (let i = 0; i < 24; i++) await maxThumb.press("ArrowLeft");
    await applyFilters(page);
    await expect(page.getByText("2 properties found")).toBeVisible();
    await expect(page).toHaveURL(/maxPrice=800000/);
    await expect(card(page, listings.large.title)).toHaveCount(0);
  });

  test("sorts by price both ways", async ({ page }) => {
    await searchFor(page, city);
    const titles = page.getByRole("article").getByRole("heading");
    await page.getByLabel("Sort by").selectOption("price_high");
    await expect(titles.first()).toHaveText(listings.large.title);
    await page.getByLabel("Sort by").selectOption("price_low");
    await expect(titles.first()).toHaveText(listings.small.title);
    await expect(page).toHaveURL(/sort=price_low/);
  });

  test("ignores bad values in the URL instead of breaking", async ({ page }) => {
    await page.goto(`/search?q=${city}&beds=abc&minPrice=-5&sort=cheapest`);
    await expect(page.getByText("3 properties found")).toBeVisible();
  });

  test("says so when nothing matches", async ({ page }) => {
    await searchFor(page, `${city}-nothing-here`);
    await expect(page.getByText("No properties found")).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeVisible();
  });
});

test.describe("property detail", () => {
  test("opens from a card and its gallery wraps around", async ({ page, createListing }) => {
    const city = uniqueCity();
    const listing = await createListing({
      title: `${city} Gallery Home`,
      city,
      photoLabels: ["Front", "Kitchen", "Garden"],
    });
    await searchFor(page, city);
    await page
      .getByRole("link", { name: new RegExp(listing.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "View all 3 photos" })).toBeVisible();

    await page.getByRole("link", { name: "View gallery" }).click();
    const gallery = page.getByRole("dialog");
    await expect(gallery.getByText("Front")).toBeVisible();
    await expect(gallery.getByText("1 of 3")).toBeVisible();
    await gallery.getByRole("button", { name: /previous/i }).click();
    await expect(gallery.getByText("3 of 3")).toBeVisible();
    await expect(gallery.getByText("Garden")).toBeVisible();
    await gallery.getByRole("button", { name: /next/i }).click();
    await expect(gallery.getByText("1 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByText("2 of 3")).toBeVisible();
    await expect(gallery.getByText("Kitchen")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();
  });

  test("'Back to search' returns to the filters the buyer came with (issue 22 item 7)", async ({
    page,
    createListing,
  }) => {
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Filtered Home`, city, bedrooms: 2 });
    const search = `/search?q=${encodeURIComponent(city)}&beds=2&sort=price_low`;
    await page.goto(search);
    await page.getByRole("link", { name: listing.title }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    // Opening and closing the gallery keeps where Back to search goes.
    await page.getByRole("link", { name: "View gallery" }).click();
    // The dialog's code loads on the first click: Escape must wait for the dialog it closes.
    const gallery = page.getByRole("dialog");
    await expect(gallery).toBeVisible();
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

  test("shows Property Not Found for an unknown id", async ({ page }) => {
    await page.goto("/property/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Property Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to search" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe("saving", () => {
  test("asks visitors to sign in", async ({ page, createListing }) => {
    const city = uniqueCity();
    const listing = await createListing({ title: `${city} Visitor Home`, city });
    await searchFor(page, city);
    await card(page, listing.title).getByRole("link", { name: "Save property" }).click();
    await expect(page.getByText("Please sign in to save properties.")).toBeVisible();
  });

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
    await page.getByRole("button", { name: "Save Property" }).click();
    await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

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
    await dialog.getByLabel("Message").fill("");
    await dialog.getByRole("button", { name: /send/i }).click();
    await expect(dialog.getByText("Message is required")).toBeVisible();
    await dialog.getByLabel("Message").fill("Is the <b>garden</b> south facing?");
    await dialog.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    await page.getByRole("radio", { name: /Tomorrow/ }).click();
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expect(page.getByText("Tour requested")).toBeVisible();
    await page.getByRole("button", { name: "Request Tour" }).click();
    await expect(
      // Issue 26: one tour waiting for an answer per conversation.
      page.getByText("You already have a tour request waiting for an answer in this conversation."),
    ).toBeVisible();
  });
});

test("Contact Agent starts from the member's own name, e-mail and phone (issue 22 item 13)", async ({
  page,
  createListing,
}) => {
  const email = uniqueEmail("contact-prefill");
  const origin = { origin: `http://localhost:${E2E_PORT}` };
  await signUpVerified(page.request, { name: "Pat Prefill", email, password: E2E_PASSWORD });
  const phone = await page.request.patch("/api/profile/me", {
    data: { phoneNumber: "5125550142" },
    headers: origin,
  });
  expect(phone.status()).toBe(200);
  const listing = await createListing({ title: `${uniqueCity()} Prefill Home` });
  await page.goto(`/property/${listing.id}`);
  await page.getByRole("button", { name: "Contact Agent" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Name")).toHaveValue("Pat Prefill");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone (optional)")).toHaveValue("5125550142");
  // A real message to send as it is, not a hint that looks like one.
  await expect(dialog.getByLabel("Message")).toHaveValue(
    `I'm interested in ${listing.title} and would like to know more.`,
  );
  await dialog.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
});
