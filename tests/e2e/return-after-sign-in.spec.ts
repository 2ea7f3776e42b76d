import { devices, type Page } from "@playwright/test";
import { E2E_PASSWORD } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { uniqueTag } from "./support/unique";

/** The 'Sign in required' toast's own button, which leads to the sign-in page. */
async function followSignInPrompt(page: Page, reason: string) {
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?returnTo=/);
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
}

/** An account that exists, with the page signed out again. */
async function existingAccount(page: Page, loginAs: (role: "user") => Promise<{ email: string }>) {
  const { email } = await loginAs("user");
  await page.context().clearCookies();
  return email;
}

async function savedIds(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/saved/ids");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { ids: string[] }).ids;
}

const PIXEL = devices["Pixel 7"];
const PHONE = {
  viewport: PIXEL.viewport,
  userAgent: PIXEL.userAgent,
  isMobile: true,
  hasTouch: true,
};

// The same journeys on a desktop and on a phone (the config's one browser project is desktop).
for (const [screen, use] of [
  ["desktop", {}],
  ["phone", PHONE],
] as const) {
  test.describe(`back where they were, on a ${screen}`, () => {
    test.use(use);

    test("Save on a listing, then a new account: back on the listing, saved", async ({
      page,
      createListing,
    }) => {
      const listing = await createListing({ title: `Return Listing ${uniqueTag()}` });
      await page.goto(`/property/${listing.id}`);
      await page.getByRole("link", { name: "Save Property" }).click();
      await followSignInPrompt(page, "Please sign in to save properties.");

      // The other tab keeps the way back.
      await page.getByRole("tab", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/[?&]returnTo=/);
      await page.getByLabel("Full Name").fill("Rita Returner");
      const email = uniqueEmail("return");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
      // The e-mailed link confirms, signs in and offers the way back to the Save.
      await page.goto(linkIn(await receivedMail(page.request, email, "Confirm"), "/verify-email?"));
      await page.getByRole("link", { name: "Continue where you left off" }).click();

      await expect(page).toHaveURL(`/property/${listing.id}`);
      await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
      await expect(page.getByText("Property saved")).toBeVisible();
      expect(await savedIds(page)).toEqual([listing.id]);
    });

    test("Like a reel: signed in, back on that reel and it is liked", async ({
      page,
      loginAs,
      createReels,
    }) => {
      const email = await existingAccount(page, loginAs);
      const [reel] = await createReels([`Return Reel ${uniqueTag()}`]);
      if (!reel) throw new Error("no reel created");
      await page.goto(`/reels?reel=${reel.id}`);
      // By name: newer reels load above a shared one.
      const first = page
        .getByRole("feed", { name: "Reels" })
        .getByRole("article", { name: reel.title });
      await expect(first).toBeVisible();
      await first.getByRole("button", { name: "Like, 0 likes" }).click();
      await followSignInPrompt(page, "Please sign in to like reels.");

      await signIn(page, email);
      await expect(page).toHaveURL(`/reels?reel=${reel.id}`);
      await expect(first).toBeInViewport();
      const like = first.getByRole("button", { name: /^Like,/ });
      await expect(like).toHaveAccessibleName("Like, 1 like");
      await expect(like).toHaveAttribute("aria-pressed", "true");
      // Liked on the server too, once: a reload reads it back.
      await page.reload();
      await expect(like).toHaveAccessibleName("Like, 1 like");
    });
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("Save leads to sign-in, and the sign-in back to the listing", async ({
    page,
    loginAs,
    createListing,
  }) => {
    const email = await existingAccount(page, loginAs);
    const listing = await createListing({ title: `Plain Return ${uniqueTag()}` });
    await page.goto(`/property/${listing.id}`);
    await page.getByRole("link", { name: "Save Property" }).click();
    await expect(page).toHaveURL(/\/profile\?returnTo=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    // The save itself needs the scripts: it is finished once they run on this page.
    await expect(page).toHaveURL(`/property/${listing.id}?intent=save%3A${listing.id}`);
    await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  });
});
