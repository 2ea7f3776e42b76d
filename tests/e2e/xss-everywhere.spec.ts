import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { makeTestVideo } from "../fixtures/make-video";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signUpVerified } from "./support/mail";

/**
 * Known XSS payloads stored through the API in every text field a person can
 * write, then every page that shows them opened: no dialog may open and no payload may run
 * (each sets window.__xss). The payloads must show up as text, proving the page rendered them.
 */

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** Each runs script if it ever reaches the DOM as HTML, an attribute or a URL. */
const PAYLOADS = [
  `<img src=x onerror="window.__xss=1;alert(1)">`,
  `"><svg onload="window.__xss=1;alert(1)">`,
  `<script>window.__xss=1;alert(1)</script>`,
  `'-alert(1)-'<iframe srcdoc="<script>parent.__xss=1</script>">`,
];
/** A payload per field, tagged so the page can be searched for the field's text. */
const payload = (tag: string, index = 0) => `${tag} ${PAYLOADS[index % PAYLOADS.length]}`;

function word(prefix: string) {
  return `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;
}

/** Watches one page: every dialog is dismissed and counted. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Opens a page, lets it settle, and checks that nothing ran. */
async function openAndCheck(page: Page, dialogs: string[], path: string, shows?: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  if (shows) await expect(page.getByText(shows, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
  expect(dialogs, `dialogs on ${path}`).toEqual([]);
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await ok(
    await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: E2E_PASSWORD },
      headers: ORIGIN,
    }),
  );
}

/** A fresh account signed in on the page; approved as a realtor when asked. */
async function freshAccount(page: Page, name: string, realtor = false) {
  await page.context().clearCookies();
  const email = uniqueEmail("xss");
  await signUpVerified(page.request, { name, email, password: E2E_PASSWORD });
  const { id } = (await (await page.request.get("/api/profile/me")).json()) as { id: string };
  if (realtor) {
    await ok(
      await page.request.post("/__e2e/approve-professional", {
        data: {
          userId: id,
          requestType: "realtor",
          fullName: name,
          brokerageName: "Xss Homes",
          brokerageEmail: "broker@example.test",
          licenseNumber: "IL-XSS",
        },
      }),
      201,
    );
    // The role changed: sign in again so the session carries it.
    await signIn(page, email);
  }
  return { id, email };
}

async function jpeg() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
}

test.describe("stored XSS payloads", () => {
  // Each test opens many pages and waits for each to settle.
  test.describe.configure({ timeout: 120_000 });

  test("in a realtor's profile, directory entry, listing and reel never run", async ({ page }) => {
    const dialogs = watch(page);
    const tag = word("xssr");
    const name = payload(`${tag}name`, 0).slice(0, 100);
    await freshAccount(page, name, true);
    await ok(
      await page.request.patch("/api/profile/me", {
        data: {
          bio: payload(`${tag}bio`, 1),
          city: payload(`${tag}city`, 2).slice(0, 100),
          // Social handles are names, not links: only letters, digits, dots, dashes, underscores.
          socialMedia: { facebook: "xss.test", twitter: "xss_test" },
        },
        headers: ORIGIN,
      }),
    );
    await ok(
      await page.request.patch("/api/directory/me", {
        data: {
          title: payload(`${tag}title`, 3).slice(0, 100),
          company: payload(`${tag}company`, 0).slice(0, 120),
          bio: payload(`${tag}entry`, 1),
          location: payload(`${tag}location`, 2).slice(0, 120),
          listed: true,
        },
        headers: ORIGIN,
      }),
    );
    // A javascript: link is not a website: refused, never stored.
    const scriptUrl = await page.request.patch("/api/directory/me", {
      data: { website: "javascript:window.__xss=1" },
      headers: ORIGIN,
    });
    expect(scriptUrl.status()).toBe(400);

    const upload = await ok(
      await page.request.post("/api/manage/uploads/images", {
        multipart: { image: { name: "x.jpg", mimeType: "image/jpeg", buffer: await jpeg() } },
        headers: ORIGIN,
      }),
      201,
    );
    const { uploadId } = (await upload.json()) as { uploadId: string };
    const listing = await ok(
      await page.request.post("/api/manage/properties", {
        data: {
          title: payload(`${tag}listing`, 0).slice(0, 100),
          description: payload(`${tag}description`, 1),
          price: "425,000",
          address: `1 ${tag} Street`,
          city: "Springfield",
          state: "IL",
          zip: "62704",
          latitude: 39.7817,
          longitude: -89.6495,
          bedrooms: 3,
          bathrooms: 2,
          squareFeet: 1800,
          propertyType: "House",
          amenities: ["Garage"],
          interiorFeatures: [payload(`${tag}feature`, 3).slice(0, 80)],
          images: [{ uploadId, label: payload(`${tag}label`, 2).slice(0, 60) }],
        },
        headers: ORIGIN,
      }),
      201,
    );
    const { id: propertyId } = (await listing.json()) as { id: string };
    const reel = await ok(
      await page.request.post("/api/manage/reels", {
        multipart: {
          video: {
            name: "tour.mp4",
            mimeType: "video/mp4",
            buffer: await readFile(
              await makeTestVideo({ container: "mp4", width: 360, height: 640, seconds: 1 }),
            ),
          },
          poster: { name: "poster.jpg", mimeType: "image/jpeg", buffer: await jpeg() },
          title: payload(`${tag}reel`, 3).slice(0, 100),
          propertyId,
        },
        headers: ORIGIN,
      }),
      202,
    );
    const { id: reelId } = (await reel.json()) as { id: string };
    // Published once it is processed.
    await expect
      .poll(
        async () => {
          const upload = await page.request.get(`/api/manage/reels/uploads/${reelId}`);
          return ((await upload.json()) as { status: string }).status;
        },
        { timeout: 30_000 },
      )
      .toBe("ready");

    await openAndCheck(page, dialogs, `/property/${propertyId}`, `${tag}description`);
    await openAndCheck(page, dialogs, `/search?q=${tag}`);
    await openAndCheck(page, dialogs, `/realtors?q=${tag}`);
    await openAndCheck(page, dialogs, `/reels?reel=${reelId}`);
    await openAndCheck(page, dialogs, "/profile", `${tag}bio`);
    await openAndCheck(page, dialogs, "/dashboard");
    await openAndCheck(page, dialogs, "/settings");
  });

  test("in messages, tour requests, comments and access requests never run", async ({
    page,
    createListing,
    createReels,
  }) => {
    const dialogs = watch(page);
    const tag = word("xssm");
    const realtor = await freshAccount(page, `Xss Realtor ${tag}`, true);
    const listing = await createListing({ title: `Listing ${tag}`, realtorId: realtor.id });
    const [reel] = await createReels([`Reel ${tag}`]);

    // A visitor writes to the realtor in every way the site offers.
    await freshAccount(page, payload(`${tag}sender`, 2).slice(0, 100));
    const contact = {
      name: payload(`${tag}contact`, 0).slice(0, 100),
      email: "xss@example.test",
      phone: "555 0100",
      message: payload(`${tag}message`, 1),
    };
    await ok(
      await page.request.post(`/api/properties/${listing.id}/inquiries`, {
        data: contact,
        headers: ORIGIN,
      }),
      201,
    );
    await ok(
      await page.request.post(`/api/realtors/${realtor.id}/messages`, {
        data: contact,
        headers: ORIGIN,
      }),
      201,
    );
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await ok(
      await page.request.post(`/api/properties/${listing.id}/tour-requests`, {
        data: { date: inAWeek, window: "morning", message: payload(`${tag}tour`, 3) },
        headers: ORIGIN,
      }),
      201,
    );
    await ok(
      await page.request.post(`/api/reels/${reel?.id}/comments`, {
        data: { body: payload(`${tag}comment`, 0) },
        headers: ORIGIN,
      }),
      201,
    );
    await ok(
      await page.request.post("/api/access-requests", {
        data: {
          requestType: "photographer",
          fullName: payload(`${tag}full`, 1).slice(0, 100),
          companyName: payload(`${tag}company`, 2).slice(0, 200),
          companyWebsite: "https://xss.example",
        },
        headers: ORIGIN,
      }),
      201,
    );
    await openAndCheck(page, dialogs, `/reels?reel=${reel?.id}`);
    await openAndCheck(page, dialogs, "/dashboard");

    // The realtor reads their messages and notifications.
    await signIn(page, realtor.email);
    await openAndCheck(page, dialogs, "/dashboard");
    await openAndCheck(page, dialogs, `/property/${listing.id}`);
  });

  test("in blog posts, categories, users and site settings never run for an admin", async ({
    page,
    loginAs,
  }) => {
    const dialogs = watch(page);
    const tag = word("xssb");
    await loginAs("admin");
    const category = await ok(
      await page.request.post("/api/admin/blog/categories", {
        data: { name: payload(`${tag}cat`, 0).slice(0, 50) },
        headers: ORIGIN,
      }),
      201,
    );
    expect(category.ok()).toBe(true);
    const post = await ok(
      await page.request.post("/api/admin/blog/posts", {
        data: {
          title: payload(`${tag}post`, 1).slice(0, 150),
          authorTitle: payload(`${tag}author`, 2).slice(0, 80),
          content: `<p>${tag}content</p>${PAYLOADS.join("")}<a href="javascript:window.__xss=1">link</a><p onclick="window.__xss=1">click</p>`,
          status: "published",
          tags: [payload(`${tag}tag`, 3).slice(0, 30)],
          categories: [payload(`${tag}cat`, 0).slice(0, 50)],
        },
        headers: ORIGIN,
      }),
      201,
    );
    const { id: postId } = (await post.json()) as { id: string };
    const settings = (await (await page.request.get("/api/admin/settings")).json()) as Record<
      string,
      unknown
    >;
    await ok(
      await page.request.put("/api/admin/settings", {
        data: { ...settings, siteName: payload(`${tag}site`, 0).slice(0, 60) },
        headers: ORIGIN,
      }),
    );
    try {
      await openAndCheck(page, dialogs, "/admin/settings");
    } finally {
      // The site name is shared by every journey: put it back at once.
      await ok(await page.request.put("/api/admin/settings", { data: settings, headers: ORIGIN }));
    }
    await openAndCheck(page, dialogs, `/blog/${postId}`, `${tag}content`);
    // The sanitiser keeps the text and drops scripts, handlers and javascript: links.
    const hrefs = await page
      .locator("article a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    await openAndCheck(page, dialogs, "/blog");
    await openAndCheck(page, dialogs, "/admin/blog");
    await openAndCheck(page, dialogs, "/admin/users");
    await openAndCheck(page, dialogs, "/admin");
    await openAndCheck(page, dialogs, "/admin/activity");
  });
});
