import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { notificationsShowing } from "./support/notifications";
import { photoFile } from "./support/photos";
import { uniqueTag } from "./support/unique";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A listing made through the API by the signed-in realtor of `request`; its id. */
async function publish(request: APIRequestContext, fields: Record<string, unknown>) {
  const upload = await request.post("/api/manage/uploads/images", {
    multipart: { image: await photoFile(String(fields.title)) },
    headers: ORIGIN,
  });
  expect(upload.status()).toBe(201);
  const { uploadId } = (await upload.json()) as { uploadId: string };
  const created = await request.post("/api/manage/properties", {
    data: {
      description: "A home made by the listing-life journey.",
      address: "40 Orchard Row",
      state: "IL",
      zip: "62704",
      latitude: 39.7817,
      longitude: -89.6495,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1_600,
      propertyType: "House",
      amenities: [],
      images: [{ uploadId }],
      ...fields,
    },
    headers: ORIGIN,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** My Listings' status dialog for `title`, moved to `status` with `fill`ed fields, saved. */
async function changeStatus(
  page: Page,
  title: string,
  status: string,
  fill: Record<string, string> = {},
) {
  await page.goto(`/dashboard?tab=listings&q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Change status of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Change status" });
  await dialog.getByLabel("Status").selectOption({ label: status });
  for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Save status" }).click();
  await expect(dialog).toBeHidden();
}

test("a realtor takes a home from coming soon to sold, and a buyer sees each step", async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs("realtor");
  const title = `Orchard ${uniqueTag()} House`;
  const id = await publish(page.request, { title, city: "Springfield", price: "749,000" });
  const buyer = await browser.newPage();
  try {
    const listing = async () => {
      await buyer.goto(`/property/${id}`);
      await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
    };

    await changeStatus(page, title, "Coming soon", { "Expected on the market": inDays(10) });
    await listing();
    await expect(buyer.getByText("Coming soon").first()).toBeVisible();
    await expect(buyer.getByText(/^Expected /)).toBeVisible();
    // Search shows active homes unless asked; asked, it shows this one with its badge.
    await buyer.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(buyer.getByText("No properties found")).toBeVisible();
    await buyer.goto(`/search?q=${encodeURIComponent(title)}&status=coming_soon`);
    await expect(
      buyer.getByRole("article").filter({ hasText: title }).getByText("Coming soon"),
    ).toBeVisible();

    await changeStatus(page, title, "For sale");
    await changeStatus(page, title, "Pending");
    await listing();
    await expect(
      buyer.getByText("Save it and we will tell you if it comes back on the market."),
    ).toBeVisible();

    await changeStatus(page, title, "Sold", { "Sold for ($)": "702,000", "Sold on": today() });
    await listing();
    await expect(buyer.getByText("$702,000").first()).toBeVisible();
    const history = buyer.getByRole("region", { name: "Listing history" });
    for (const event of ["Sold", "Pending", "Listed"]) {
      await expect(history.getByRole("cell", { name: event, exact: true })).toBeVisible();
    }
    await expect(buyer.getByText("Tours are not offered for this home any more.")).toBeVisible();
    await expect(buyer).toHaveTitle(/· \$702,000 · Sold/);
  } finally {
    await buyer.close();
  }
});

test("a renter searches for rent under a budget with a dog, saves the search and hears of a new rental", async ({
  page,
  browser,
  loginAs,
}) => {
  test.slow();
  await loginAs("user");
  const city = `zed${uniqueTag().replace(/[^a-z]/g, "")}ton`;
  const titled = `${city[0]?.toUpperCase()}${city.slice(1)}`;
  await page.goto(`/search?q=${city}`);
  await page
    .getByRole("navigation", { name: "For sale or for rent" })
    .getByRole("link", { name: "For rent" })
    .click();
  await expect(page).toHaveURL(/offer=rent/);
  await page
    .locator("summary")
    .filter({ hasText: /^Filters/ })
    .click();
  await page.getByLabel("Max price").fill("2500");
  await page.getByRole("checkbox", { name: "Dogs allowed" }).check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/maxPrice=2500.*pets=dogs|pets=dogs.*maxPrice=2500/);
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await dialog.getByLabel("Name").fill("Dog-friendly rentals");
  await dialog.getByLabel("E-mail alerts").selectOption("instant");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();

  const realtor = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const signIn = await realtor.request.post("/api/auth/sign-in/email", {
      data: { email: ROLE_ACCOUNTS.realtor.email, password: E2E_PASSWORD },
      headers: ORIGIN,
    });
    expect(signIn.status()).toBe(200);
    const rental = { city: titled, offer: "rent", petsDogs: true, deposit: "2300" };
    await publish(realtor.request, { ...rental, title: `${titled} Dear Flat`, price: "3,100" });
    const title = `${titled} Doggy Flat`;
    await publish(realtor.request, { ...rental, title, price: "2,300" });
    // The alert goes through the job queue, which a busy host's other journeys keep waiting.
    await expect
      .poll(() => notificationsShowing(page, "New match for Dog-friendly rentals"), {
        timeout: 40_000,
      })
      .toBe(1);
    await page.getByText("New match for Dog-friendly rentals").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("$2,300/mo").first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Rental terms" }).getByText("Dogs allowed"),
    ).toBeVisible();
  } finally {
    await realtor.close();
  }
});
