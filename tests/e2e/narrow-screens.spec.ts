import type { Page } from "@playwright/test";
import { cityMarketKey, zipMarket } from "../../src/shared/market";
import { PAGE_ROUTES, type PageAudience, routePattern } from "../../src/shared/page-routes";
import type { Role } from "../../src/shared/roles";
import { dashboardTabsFor } from "../../src/web/features/dashboard/dashboard-tabs";
import { waitForContent } from "./a11y/scan";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { measureOverflow } from "./support/overflow";

/**
 * Every page of the route table on the narrowest phones: at 320 and 390 px nothing scrolls
 * sideways and nothing pinned to the screen is cut off. One browser per role, its pages in turn.
 */
const WIDTHS = [320, 390] as const;
const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

// Dozens of pages per test, each drawn at two widths.
test.describe.configure({ timeout: 240_000 });
// A reader fourteen hours ahead of the server's UTC, on another day for most of it: a date or time
// the server and the browser print differently fails hydration, which the console check catches.
test.use({ timezoneId: "Pacific/Kiritimati" });

/** Values for the route table's parameters; a new parameter fails the sweep until it has one. */
type Params = Record<string, string>;

function address(pattern: string, params: Params): string {
  if (pattern.endsWith("*")) return pattern.replace(/\*$/, "no-such-page");
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[pattern] ?? params[name];
    if (!value) throw new Error(`no value for :${name} of ${pattern}: add one to the sweep`);
    return value;
  });
}

/** The addresses of the route table's pages for one audience. */
function pagesOf(audience: PageAudience, params: Params): string[] {
  return PAGE_ROUTES.filter((page) => page.audience === audience).flatMap((page) => {
    const own = routePattern(page);
    if (!page.children) return [address(own, params)];
    return page.children.map((child) => address(child.path ? `${own}/${child.path}` : own, params));
  });
}

/** The listing form's pages, which only a realtor opens (anyone else is sent on elsewhere). */
const isListingForm = (path: string) => path.startsWith("/dashboard/listings/");

function dashboardPages(role: Role): string[] {
  return dashboardTabsFor(role).map((tab) => `/dashboard?tab=${tab}`);
}

/** Opens each page at each width and collects what sticks out, to fail once with the whole list. */
async function sweep(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(path);
    // A page that never settles (a map still loading) is measured as it is.
    await waitForContent(page, 5_000).catch(() => undefined);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The layout follows the resize on the next frame.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const { scroll, offenders } = await measureOverflow(page);
      if (scroll > 0 || offenders.length > 0) {
        problems.push(
          `${path} at ${width} px scrolls ${scroll} px sideways; past the edge: ${offenders.join("; ") || "(nothing named)"}`,
        );
      }
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

interface Listed {
  id: string;
  city: string;
  state: string;
  zip: string;
}

/** A listing and its city's and ZIP's markets, a blog post, a realtor and a photographer from the demo content. */
async function demoParams(page: Page): Promise<Params> {
  const firstItem = async (url: string) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const { items } = (await response.json()) as { items: Listed[] };
    const [item] = items;
    if (!item) throw new Error(`${url} lists nothing`);
    return item;
  };
  const first = async (url: string) => (await firstItem(url)).id;
  const listing = await firstItem("/api/properties");
  const [state = "", city = ""] = cityMarketKey(listing.state, listing.city).split("/");
  return {
    "/property/:id": listing.id,
    state,
    city,
    zip: zipMarket(listing.zip) ?? listing.zip,
    "/blog/:id": await first("/api/blog/posts"),
    "/realtors/:id": await first("/api/realtors"),
    "/photographers/:id": await first("/api/photographers"),
  };
}

test("public pages fit 320 and 390 px", async ({ page, playwright, createListing }) => {
  const params = await demoParams(page);
  // A guest's conversation: a visitor writes about a listing, the realtor answers by e-mail.
  const listing = await createListing({ title: "Narrow Screens Cottage" });
  const guest = { name: "Nia Narrow", email: uniqueEmail("narrow") };
  const inquiry = await page.request.post(`/api/properties/${listing.id}/inquiries`, {
    data: { ...guest, message: "Is it still available?" },
    headers: ORIGIN,
  });
  expect(inquiry.status()).toBe(201);
  const { conversationId } = (await inquiry.json()) as { conversationId: string };
  const realtor = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  await realtor.post("/api/auth/sign-in/email", {
    data: { email: ROLE_ACCOUNTS.realtor.email, password: E2E_PASSWORD },
    headers: ORIGIN,
  });
  const reply = await realtor.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: "Yes, come and see it." },
    headers: ORIGIN,
  });
  expect(reply.status()).toBe(201);
  await realtor.dispose();
  const mail = await receivedMail(
    page.request,
    guest.email,
    `${ROLE_ACCOUNTS.realtor.name} answered about ${listing.title}`,
  );
  params["/messages/:id"] = linkIn(mail, "/messages/").replace(/^\/messages\//, "");

  const paths = pagesOf("public", params);
  // The unsubscribe page as an e-mail's link opens it (the page without a link says it is broken).
  const unsubscribe = await page.request.post("/__e2e/unsubscribe-link", {
    data: { email: ROLE_ACCOUNTS.photographer.email, topic: "digest" },
  });
  expect(unsubscribe.status()).toBe(201);
  paths.push(((await unsubscribe.json()) as { path: string }).path);
  await sweep(page, paths);
});

test("a member's pages fit 320 and 390 px", async ({ page, loginAs }) => {
  await loginAs("user");
  const pages = pagesOf("member", { id: "none" }).filter((path) => !isListingForm(path));
  await sweep(page, [...pages, ...dashboardPages("user"), "/profile"]);
});

test("a realtor's pages fit 320 and 390 px", async ({ page, loginAs, createListing }) => {
  const own = await createListing({ title: "Narrow Form Home" });
  await loginAs("realtor");
  const forms = pagesOf("member", { id: own.id }).filter(isListingForm);
  await sweep(page, [...dashboardPages("realtor"), ...forms, "/profile"]);
});

test("a photographer's pages fit 320 and 390 px", async ({ page, loginAs }) => {
  await loginAs("photographer");
  await sweep(page, [...dashboardPages("photographer"), "/profile"]);
});

test("the back office fits 320 and 390 px", async ({ page, loginAs, createListing }) => {
  const listing = await createListing({ title: "Narrow Admin Form Home" });
  await loginAs("admin");
  await sweep(page, [...pagesOf("admin", { id: listing.id }), "/dashboard"]);
});

test("on a phone the gallery takes the whole screen and lets two fingers zoom the photo", async ({
  page,
  createListing,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const listing = await createListing({ title: "Phone Gallery Home" });
  await page.goto(`/property/${listing.id}`);
  await page.getByRole("link", { name: /^Open photo 1 of 3/ }).click();
  const gallery = page.getByRole("dialog");
  await expect(gallery.getByText("1 of 3")).toBeVisible();
  expect(await gallery.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
  const frame = gallery.locator("figure > div").first();
  const photo = await frame.boundingBox();
  // Nearly the whole width, and more than half the height, where a boxed dialog gave 324 x 216.
  expect(photo?.width).toBeGreaterThan(360);
  expect(photo?.height).toBeGreaterThan(400);
  expect(await frame.evaluate((element) => getComputedStyle(element).touchAction)).toContain(
    "pinch-zoom",
  );
});
