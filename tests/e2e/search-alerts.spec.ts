import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { notificationsShowing } from "./support/notifications";
import { photoFile } from "./support/photos";
import { uniqueTag } from "./support/unique";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

test("a saved search hears of a new listing: the notification, the e-mail, its link to the listing", async ({
  page,
  browser,
  loginAs,
}) => {
  const buyer = await loginAs("user");
  const city = `zed${uniqueTag().replace(/[^a-z]/g, "")}vale`;
  const titled = `${city[0]?.toUpperCase()}${city.slice(1)}`;
  await page.goto(`/search?q=${city}`);
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await dialog.getByLabel("Name").fill("Vale homes");
  await dialog.getByLabel("E-mail alerts").selectOption("instant");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog).toBeHidden();

  // A realtor, in a browser of their own, publishes a listing in that place.
  const realtor = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const signIn = await realtor.request.post("/api/auth/sign-in/email", {
      data: { email: ROLE_ACCOUNTS.realtor.email, password: E2E_PASSWORD },
      headers: ORIGIN,
    });
    expect(signIn.status()).toBe(200);
    const upload = await realtor.request.post("/api/manage/uploads/images", {
      multipart: { image: await photoFile("Vale") },
      headers: ORIGIN,
    });
    expect(upload.status()).toBe(201);
    const { uploadId } = (await upload.json()) as { uploadId: string };
    const title = `${titled} Cottage`;
    const created = await realtor.request.post("/api/manage/properties", {
      data: {
        title,
        description: "A cottage by the water, published by the journey.",
        price: "389,000",
        address: "12 Brook Lane",
        city: titled,
        state: "IL",
        zip: "62704",
        latitude: 39.7817,
        longitude: -89.6495,
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 950,
        propertyType: "House",
        amenities: [],
        images: [{ uploadId }],
      },
      headers: ORIGIN,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The member sees it in the app (the match is a job: it lands within moments)...
    await expect
      .poll(() => notificationsShowing(page, "New match for Vale homes"), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // ...and by e-mail, whose link opens the listing.
    const mail = await receivedMail(
      page.request,
      buyer.email,
      `New match for Vale homes: ${title}`,
    );
    expect(mail.text).toContain("$389,000");
    await page.goto(linkIn(mail, `/property/${id}`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    await realtor.close();
  }
});
