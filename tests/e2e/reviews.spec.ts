import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signUpVerified } from "./support/mail";
import { uniqueTag } from "./support/unique";

/**
 * A member whose tour the realtor accepted reviews the realtor from the realtor's page; the
 * review shows there for everyone, and the realtor replies to it once. An administrator hides a
 * review with a reason, and it leaves the page.
 */

const BASE_URL = `http://localhost:${E2E_PORT}`;
const ORIGIN = { origin: BASE_URL };

test.describe.configure({ timeout: 120_000 });

/** The e2e realtor, signed in through the API in a browser of their own. */
async function realtorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: ROLE_ACCOUNTS.realtor.email, password: E2E_PASSWORD },
    headers: ORIGIN,
  });
  expect(signIn.status()).toBe(200);
  return context.newPage();
}

/**
 * The page's Reviews section, scrolled to: the reviews (their code and their answer) load only
 * once a visitor comes near them, and the frame drawn until then has the same name.
 */
async function reviewsOn(page: Page) {
  const reviews = page.getByRole("region", { name: "Reviews" });
  await reviews.scrollIntoViewIfNeeded();
  return reviews;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The member (signed in on `request`) asks for a tour of the listing; the realtor accepts it. */
async function acceptedTour(request: APIRequestContext, realtor: Page, listingId: string) {
  const requested = await request.post(`/api/properties/${listingId}/tour-requests`, {
    data: { date: tomorrow(), window: "morning" },
    headers: ORIGIN,
  });
  expect(requested.status()).toBe(201);
  const tour = (await requested.json()) as { id: string };
  const accepted = await realtor.request.post(`/api/tours/${tour.id}/accept`, { headers: ORIGIN });
  expect(accepted.status()).toBe(200);
  return tour.id;
}

test("a member reviews the realtor who accepted their tour, and the realtor replies", async ({
  page,
  browser,
  createListing,
}) => {
  const member = { name: `Mia ${uniqueTag()}`, email: uniqueEmail("review") };
  await signUpVerified(page.request, { ...member, password: E2E_PASSWORD });
  const listing = await createListing({ title: `Reviewed Home ${uniqueTag()}` });
  const realtor = await realtorPage(browser);
  await acceptedTour(page.request, realtor, listing.id);

  // From the listing to its realtor's page, where the accepted tour can be reviewed.
  await page.goto(`/property/${listing.id}`);
  await page
    .getByRole("region", { name: "Listing Agent" })
    .getByRole("link", { name: ROLE_ACCOUNTS.realtor.name })
    .click();
  const reviews = await reviewsOn(page);
  await reviews.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: `Review ${ROLE_ACCOUNTS.realtor.name}` });
  await expect(dialog).toContainText(`Tour of ${listing.title}`);
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  const words = `Knew every corner of the house ${uniqueTag()}.`;
  await dialog.getByLabel("Your review").fill(words);
  await dialog.getByRole("button", { name: "Post review" }).click();
  await expect(dialog).toBeHidden();

  const mine = reviews.getByRole("article", { name: `Review by ${member.name}` });
  await expect(mine).toContainText(words);
  await expect(mine.getByText("5 stars")).toBeAttached();
  await expect(reviews.getByRole("button", { name: "Write a review" })).toBeHidden();
  const realtorUrl = page.url();

  // Anyone reading the page sees it; the realtor replies under it, once.
  await realtor.goto(realtorUrl);
  const theirs = (await reviewsOn(realtor)).getByRole("article", {
    name: `Review by ${member.name}`,
  });
  await theirs.getByLabel("Your reply").fill("Thank you, it was a pleasure.");
  await theirs.getByRole("button", { name: "Reply" }).click();
  await expect(theirs).toContainText(`Reply from ${ROLE_ACCOUNTS.realtor.name}`);
  await expect(theirs.getByLabel("Your reply")).toBeHidden();
  await realtor.context().close();

  await page.reload();
  await reviewsOn(page);
  await expect(mine).toContainText("Thank you, it was a pleasure.");
});

test("an administrator hides a review with a reason, and it leaves the realtor's page", async ({
  page,
  browser,
  createListing,
  loginAs,
}) => {
  // A member's review, written through the API in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: BASE_URL });
  const member = { name: `Max ${uniqueTag()}`, email: uniqueEmail("hidden-review") };
  await signUpVerified(memberContext.request, { ...member, password: E2E_PASSWORD });
  const listing = await createListing({ title: `Hidden Review Home ${uniqueTag()}` });
  const realtor = await realtorPage(browser);
  const tourId = await acceptedTour(memberContext.request, realtor, listing.id);
  await realtor.context().close();
  const offered = await memberContext.request.get("/api/reviews/reviewable");
  const [engagement] = ((await offered.json()) as { items: { subjectId: string }[] }).items;
  const words = `Gave out the neighbour's phone number ${uniqueTag()}.`;
  const posted = await memberContext.request.post("/api/reviews", {
    data: { engagementKind: "tour", engagementId: tourId, stars: 2, text: words },
    headers: ORIGIN,
  });
  expect(posted.status()).toBe(201);
  await memberContext.close();

  await page.goto(`/realtors/${engagement?.subjectId}`);
  const onPage = (await reviewsOn(page)).getByRole("article", {
    name: `Review by ${member.name}`,
  });
  await expect(onPage).toContainText(words);

  await loginAs("admin");
  await page.goto("/admin/reviews");
  const item = page.getByRole("listitem").filter({ hasText: words });
  await item.getByRole("button", { name: "Hide" }).click();
  const dialog = page.getByRole("dialog", { name: "Hide Review" });
  await dialog.getByRole("textbox").fill("Shares a neighbour's phone number");
  await dialog.getByRole("button", { name: "Hide Review" }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText("Shares a neighbour's phone number");
  await expect(item.getByRole("button", { name: "Hide" })).toBeHidden();

  await page.goto("/admin/activity");
  await expect(
    page.getByText(
      `hid a review of ${ROLE_ACCOUNTS.realtor.name} (Shares a neighbour's phone number)`,
    ),
  ).toBeVisible();

  // The reviews load after the page: wait for their answer before looking for what is gone.
  const reviewsRead = page.waitForResponse(
    (response) => response.url().includes("/reviews?page=1") && response.ok(),
  );
  await page.goto(`/realtors/${engagement?.subjectId}`);
  await reviewsOn(page);
  await reviewsRead;
  await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
});
