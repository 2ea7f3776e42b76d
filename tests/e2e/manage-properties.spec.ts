import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { brokenJpeg, photoFiles, textAsJpeg } from "./support/photos";
import { approvedProfessional, editEntry } from "./support/professionals";
import { uniqueTag } from "./support/unique";

/** A title no other journey uses: its search isolates this test's listing. */
function uniqueTitle(prefix: string): string {
  return `${prefix} ${uniqueTag()}`;
}

interface ListingFields {
  title: string;
  price?: string;
  city?: string;
}

/** Fills the form's required fields (the photos are added separately). */
async function fillListing(dialog: Locator, { title, price = "1250000" }: ListingFields) {
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A bright home with a garden and a quiet street.");
  await dialog.getByLabel("Price ($)").pressSequentially(price);
  await dialog.getByLabel("Property type").selectOption("House");
  await dialog.getByLabel("Bedrooms").fill("3");
  await dialog.getByLabel("Bathrooms").fill("2.5");
  await dialog.getByLabel("Square feet").fill("1800");
  await dialog.getByLabel("Address").fill("42 Maple Street");
}

/** Types into ZIP and picks the first suggestion of the US autocomplete with the keyboard. */
async function pickPlace(dialog: Locator, text: string) {
  const city = dialog.getByRole("combobox", { name: "ZIP" });
  await city.fill(text);
  const suggestions = dialog.getByRole("listbox", { name: "ZIP suggestions" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(suggestions).toBeHidden();
}

/** Opens the listing form's page with `opener` (Add Property, or a row's Edit): its main region. */
async function openForm(page: Page, opener: Locator, heading: "Add Property" | "Edit Property") {
  await opener.click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  return page.getByRole("main");
}

const addProperty = (page: Page) =>
  openForm(page, page.getByRole("link", { name: "Add Property" }), "Add Property");

async function findRow(page: Page, path: string, title: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

async function waitForUploads(dialog: Locator, count: number) {
  await expect(dialog.getByRole("list", { name: "Photos" }).getByRole("listitem")).toHaveCount(
    count,
  );
  await expect(dialog.getByRole("progressbar")).toHaveCount(0, { timeout: 15_000 });
}

test.describe("listing management as an administrator", () => {
  test("creates a listing with photos, features it, finds it in public, edits and deletes it", async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await loginAs("admin");
    const title = uniqueTitle("Maple Photo Home");

    await page.goto("/admin/properties");
    await expect(page.getByRole("heading", { name: "Properties", level: 1 })).toBeVisible();
    const dialog = await addProperty(page);
    await expect(dialog.getByText("At least one image is required")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Property" })).toBeDisabled();

    await fillListing(dialog, { title });
    await expect(dialog.getByLabel("Price ($)")).toHaveValue("1,250,000");
    await pickPlace(dialog, "78701");
    await expect(dialog.getByRole("combobox", { name: "City" })).toHaveValue("Austin");
    await expect(dialog.getByLabel("State")).toHaveValue("TX");
    await expect(dialog.getByRole("combobox", { name: "ZIP" })).toHaveValue("78701");
    await dialog.getByRole("checkbox", { name: "Garden" }).check();

    await dialog
      .getByLabel("Add photos")
      .setInputFiles(await photoFiles(["Alpha", "Bravo", "Charlie"]));
    await waitForUploads(dialog, 3);
    // The first photo is the cover by default; choosing another clears it.
    await expect(dialog.getByRole("radio", { name: "Cover: Photo 1" })).toBeChecked();
    for (const [index, label] of ["Alpha", "Bravo", "Charlie"].entries()) {
      await dialog.getByLabel(`Label for Photo ${index + 1}`).fill(label);
    }
    await dialog.getByRole("radio", { name: "Cover: Photo 3" }).check();
    await expect(dialog.getByRole("radio", { name: "Cover: Photo 1" })).not.toBeChecked();
    // Keyboard reorder: Charlie to the front -> Charlie, Alpha, Bravo.
    await dialog.getByRole("button", { name: "Move Photo 3 earlier" }).click();
    await dialog.getByRole("button", { name: "Move Photo 2 earlier" }).click();
    // Drag and drop: Bravo onto Alpha -> Charlie, Bravo, Alpha.
    const tiles = dialog.getByRole("list", { name: "Photos" }).getByRole("listitem");
    await tiles.nth(2).getByRole("img").dragTo(tiles.nth(1));
    await expect(dialog.getByLabel("Label for Photo 1")).toHaveValue("Charlie");
    await expect(dialog.getByLabel("Label for Photo 2")).toHaveValue("Bravo");
    await expect(dialog.getByLabel("Label for Photo 3")).toHaveValue("Alpha");
    await expect(dialog.getByRole("radio", { name: "Cover: Photo 1" })).toBeChecked();

    await dialog.getByRole("button", { name: "Create Property" }).click();
    await expect(page.getByText("Property created")).toBeVisible();
    // A save goes back to the manager, without asking about leaving.
    await expect(page).toHaveURL(/\/admin\/properties$/);

    // Feature it from the table.
    const row = await findRow(page, "/admin/properties", title);
    await expect(row.getByText("Regular")).toBeVisible();
    await expect(row.getByText("$1,250,000")).toBeVisible();
    await expect(row.getByText("Austin, TX")).toBeVisible();
    await row.getByRole("switch", { name: `Featured: ${title}` }).click();
    await expect(page.getByText("Property featured")).toBeVisible();
    await expect(row.getByText("Featured", { exact: true })).toBeVisible();
    await page.getByLabel("Filter properties").selectOption("regular");
    await expect(page).toHaveURL(/filter=regular/);
    await expect(page.getByText("No properties found")).toBeVisible();
    await page.goto(`/admin/properties?filter=featured&q=${encodeURIComponent(title)}`);
    await expect(page.getByLabel("Filter properties")).toHaveValue("featured");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
    const viewLink = page.getByRole("link", { name: `View ${title} (opens in a new tab)` });
    await expect(viewLink).toHaveAttribute("target", "_blank");
    const href = await viewLink.getAttribute("href");
    const id = href?.split("/").pop() ?? "";
    const featuredRow = page.getByRole("row").filter({ hasText: title });
    await expect(featuredRow.getByText(id.slice(0, 8), { exact: true })).toBeVisible();
    await expect(featuredRow.locator("img")).toHaveAttribute("width", /^\d+$/);

    // Public search and detail show it at once, with the cover and order chosen.
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await page
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "View all 3 photos" })).toBeVisible();
    const detail = await (await page.request.get(`/api/properties/${id}`)).json();
    expect(detail.image.label).toBe("Charlie");
    expect(detail.isFeatured).toBe(true);
    expect(detail.images.map((image: { label: string }) => image.label)).toEqual([
      "Charlie",
      "Bravo",
      "Alpha",
    ]);
    await page.getByRole("link", { name: /^Open photo 1 of 3/ }).click();
    const gallery = page.getByRole("dialog");
    await expect(gallery.getByText("1 of 3")).toBeVisible();
    await expect(gallery.getByText("Charlie")).toBeVisible();

    // Edit: the page loads the listing; remove the cover, the next photo takes over.
    const editRow = await findRow(page, "/admin/properties", title);
    const edit = await openForm(
      page,
      editRow.getByRole("button", { name: `Edit ${title}` }),
      "Edit Property",
    );
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/edit$`));
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByLabel("Price ($)")).toHaveValue("1,250,000");
    await expect(edit.getByRole("checkbox", { name: "Garden" })).toBeChecked();
    await edit.getByRole("button", { name: "Remove Photo 1" }).click();
    await expect(edit.getByRole("radio", { name: "Cover: Photo 1" })).toBeChecked();
    await edit.getByLabel("Price ($)").fill("");
    await edit.getByLabel("Price ($)").pressSequentially("990000");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Property updated")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    await expect(
      (await findRow(page, "/admin/properties", title)).getByText("$990,000"),
    ).toBeVisible();
    const edited = await (await page.request.get(`/api/properties/${id}`)).json();
    expect(edited.images.map((image: { label: string }) => image.label)).toEqual([
      "Bravo",
      "Alpha",
    ]);
    expect(edited.image.label).toBe("Bravo");

    // The cut is in the listing's history and on its card.
    await page.goto(`/property/${id}`);
    const history = page.getByRole("region", { name: "Listing history" });
    await expect(history.getByRole("cell", { name: "Price cut $260,000" })).toBeVisible();
    await expect(history.getByRole("cell", { name: "Listed" })).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Price cut $260,000")).toBeVisible();

    // Delete with its confirmation: gone from the table and from public search.
    const listed = await findRow(page, "/admin/properties", title);
    await listed.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Delete Property" }).click();
    await expect(page.getByText("Property deleted")).toBeVisible();
    await expect(page.getByText("No properties found")).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
    expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(404);
  });

  test("gives a new listing to the realtor picked in the dialog, and the public sees that realtor's public contact only", async ({
    page,
    loginAs,
    playwright,
  }) => {
    test.slow();
    const name = `Rowan ${uniqueTag()}`;
    const realtor = await approvedProfessional(playwright, "realtor", name, {});
    await editEntry(realtor, { contactEmail: "rowan@brokerage.example", phone: "(555) 246-8100" });
    const admin = await loginAs("admin");
    const title = uniqueTitle("Picked Realtor Home");

    await page.goto("/admin/properties");
    const dialog = await addProperty(page);
    await fillListing(dialog, { title });
    await pickPlace(dialog, "78701");
    const picker = dialog.getByRole("group", { name: "Listing realtor" });
    await expect(picker.getByRole("combobox", { name: "Realtor" })).toHaveValue("");
    await picker.getByRole("searchbox", { name: "Search realtors" }).fill(name);
    const choice = `${name} (${realtor.email})`;
    await expect(picker.getByRole("option", { name: choice })).toBeAttached();
    await picker.getByRole("combobox", { name: "Realtor" }).selectOption({ label: choice });
    await dialog.getByLabel("Add photos").setInputFiles(await photoFiles(["Front"]));
    await waitForUploads(dialog, 1);
    await dialog.getByRole("button", { name: "Create Property" }).click();
    await expect(page.getByText("Property created")).toBeVisible();
    const row = await findRow(page, "/admin/properties", title);
    await expect(row.getByText(name)).toBeVisible();

    const href = await row
      .getByRole("link", { name: `View ${title} (opens in a new tab)` })
      .getAttribute("href");
    await page.goto(href ?? "");
    const agent = page.getByRole("region", { name: "Listing Agent" });
    await expect(agent.getByText(name)).toBeVisible();
    await expect(agent.getByRole("link", { name: "rowan@brokerage.example" })).toHaveAttribute(
      "href",
      "mailto:rowan@brokerage.example",
    );
    await expect(agent.getByRole("link", { name: "(555) 246-8100" })).toBeVisible();
    // Neither the realtor's sign-in e-mail nor the administrator's is anywhere in the page the
    // server sends a visitor.
    const visitor = await playwright.request.newContext({ baseURL: page.url() });
    const html = await (await visitor.get(href ?? "")).text();
    await visitor.dispose();
    expect(html).toContain("rowan@brokerage.example");
    expect(html).not.toContain(realtor.email);
    expect(html).not.toContain(admin.email);
  });

  test("shows the form's messages and refuses files that are not photos", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/admin/properties");
    const dialog = await addProperty(page);

    // A text file renamed .jpg is stopped by its bytes before any upload.
    await dialog.getByLabel("Add photos").setInputFiles(textAsJpeg());
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Photos" })).toHaveCount(0);

    // One that looks like a JPEG at first glance is refused by the server, with a retry.
    await dialog.getByLabel("Add photos").setInputFiles(brokenJpeg());
    const refused = dialog.getByRole("list", { name: "Photos" }).getByRole("alert");
    await expect(refused).toContainText(/could not be read|Please upload a JPEG/);
    await expect(refused.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Property" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Remove Photo 1" }).click();

    // With a good photo, submitting the empty form shows every documented message.
    await dialog.getByLabel("Add photos").setInputFiles(await photoFiles(["Only"]));
    await waitForUploads(dialog, 1);
    await dialog.getByRole("button", { name: "Create Property" }).click();
    for (const message of [
      "Title must be at least 2 characters.",
      "Description must be at least 10 characters.",
      "Price is required",
      "Address must be at least 5 characters.",
      "Bedrooms must be a positive integer.",
      "Bathrooms must be positive.",
      "Square feet must be a positive integer.",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Title")).toBeFocused();
    // A photo was added, so leaving asks first.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave" })
      .click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    // The draft kept as it left is not this journey's to keep.
    await addProperty(page);
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("region", { name: "Unsaved draft" })).toHaveCount(0);
  });
});

test.describe("listing management failures", () => {
  /** A refusal in the API's error shape (4xx, so the browser's own log is expected). */
  const refuse = { status: 409, json: { code: "CONFLICT", message: "Simulated refusal" } };

  test("show the documented messages", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.route(/\/api\/manage\/properties\/[^/]+\/featured$/, (route) =>
      route.fulfill(refuse),
    );
    await page.route(/\/api\/manage\/properties\/[0-9a-f-]{36}$/, (route) =>
      route.request().method() === "DELETE" ? route.fulfill(refuse) : route.fallback(),
    );
    // A demo listing no other journey changes (they add and feature listings of their own).
    await page.goto("/admin/properties?q=Classic%20Craftsman");
    const row = page.getByRole("row").filter({ hasText: "Classic Craftsman" });
    const toggle = row.getByRole("switch");
    const wasFeatured = await toggle.getAttribute("aria-checked");
    await toggle.click();
    await expect(
      page.getByText("Failed to update property status. Please try again."),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", wasFeatured ?? "false");

    await row.getByRole("button", { name: /^Delete / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Property" }).click();
    await expect(page.getByText("Failed to delete property. Please try again.")).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await page.route(/\/api\/manage\/properties(\?.*)?$/, (route) => route.fulfill(refuse));
    await page.goto("/admin/properties?q=refused");
    await expect(
      page.getByText("Failed to load properties. Please refresh the page.").first(),
    ).toBeVisible();
  });
});

test.describe("listing management as a realtor", () => {
  test("My Listings shows only their own and creates one without featuring", async ({
    page,
    loginAs,
    createListing,
  }) => {
    await loginAs("realtor");
    const own = await createListing({ title: uniqueTitle("Realtor Own Home") });

    await page.goto("/dashboard?tab=listings");
    await expect(page.getByRole("heading", { name: "My Listings", level: 2 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Listings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("switch")).toHaveCount(0);
    // A demo listing belongs to another realtor: not found here.
    await page.getByRole("searchbox", { name: "Search properties" }).fill("Modern Farmhouse");
    await expect(page.getByText("No properties found")).toBeVisible();
    // A page past the end (a stale link, the last listing deleted) goes to the last page.
    await page.goto("/dashboard?tab=listings&page=99");
    await expect(page).not.toHaveURL(/page=99/);
    await expect(
      page
        .getByRole("row")
        .nth(1)
        .getByRole("button", { name: /^Edit / }),
    ).toBeVisible();
    const row = await findRow(page, "/dashboard?tab=listings", own.title);
    await expect(row.getByRole("button", { name: `Edit ${own.title}` })).toBeVisible();

    const title = uniqueTitle("Realtor New Home");
    let dialog = await addProperty(page);
    await expect(page).toHaveURL(/\/dashboard\/listings\/new$/);
    // What is typed is kept as a draft on the server: leaving and coming back offers it again.
    await dialog.getByLabel("Title").fill(title);
    await expect(dialog.getByText(/^Draft saved at/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\?tab=listings$/);
    dialog = await addProperty(page);
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    const offer = dialog.getByRole("region", { name: "Unsaved draft" });
    await expect(offer.getByText(/^Restore your draft from /)).toBeVisible();
    await offer.getByRole("button", { name: "Restore draft" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByLabel("Featured listing")).toHaveCount(0);
    await fillListing(dialog, { title, price: "450000" });
    // City suggestions by pointer fill city, state and ZIP.
    await dialog.getByRole("combobox", { name: "City" }).fill("Denver");
    await dialog
      .getByRole("listbox", { name: "City suggestions" })
      .getByRole("option", { name: /^Denver, CO / })
      .first()
      .click();
    await expect(dialog.getByLabel("State")).toHaveValue("CO");
    // Denver's lowest residential ZIP, not its PO-box 80201, and the form says which it filled.
    await expect(dialog.getByRole("combobox", { name: "ZIP" })).toHaveValue("80202");
    await expect(dialog.getByText(/^ZIP 80202 filled in for Denver, CO/)).toBeVisible();
    // Escape closes the open suggestions only.
    const zip = dialog.getByRole("combobox", { name: "ZIP" });
    await zip.fill("8020");
    await expect(dialog.getByRole("listbox", { name: "ZIP suggestions" })).toBeVisible();
    await zip.press("Escape");
    await expect(dialog.getByRole("listbox", { name: "ZIP suggestions" })).toBeHidden();
    await expect(dialog).toBeVisible();
    await zip.fill("80202");
    await dialog.getByLabel("Add photos").setInputFiles(await photoFiles(["Front"]));
    await waitForUploads(dialog, 1);
    await dialog.getByRole("button", { name: "Create Property" }).click();
    await expect(page.getByText("Property created")).toBeVisible();
    const created = await findRow(page, "/dashboard?tab=listings", title);
    await expect(created.getByText("Regular")).toBeVisible();
    await expect(created.getByText("$450,000")).toBeVisible();
  });

  test("the account menu's Admin Dashboard leads a realtor to My Listings", async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs("realtor");
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await a11y.scanOverlay("account menu", page);
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=listings$/);
    await expect(page.getByRole("heading", { name: "My Listings", level: 2 })).toBeVisible();
  });
});

test.describe("listing management on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the table scrolls inside its card; the form fits the screen, jumps between sections and keeps Save in view", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/admin/properties");
    await expect(page.getByRole("table", { name: "Properties" })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);

    const form = await addProperty(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const save = form.getByRole("button", { name: "Create Property" });
    await expect(save).toBeInViewport();
    // The section list is a disclosure on a phone; a section it jumps to is in view, Save too.
    const sections = page.getByRole("navigation", { name: "Form sections" });
    await sections.getByText("Jump to a section").click();
    await sections.getByRole("link", { name: "Photos" }).click();
    await expect(page.getByRole("heading", { name: "Photos", level: 2 })).toBeInViewport();
    await expect(sections.getByRole("link", { name: "Photos" })).toBeHidden();
    await expect(save).toBeInViewport();
    // Untouched, Cancel leaves without asking.
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
  });
});
