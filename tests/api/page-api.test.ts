import { describe, expect, it, vi } from "vitest";
import { COMMON_PASSWORD_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from "../../src/shared/schemas/auth";
import { signedInAdmin } from "../factories/admin";
import { createBlogPost } from "../factories/blog";
import { createProperty } from "../factories/properties";
import { createUser, signedInClient, uniqueEmail } from "../factories/users";
import { setupPageApp } from "../setup/page-app";
import { setupTestApp } from "../setup/setup-test-app";
import { TEST_ORIGIN } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

// Pages read and post through the JSON API in the server's process, with the visitor's own
// headers: what a page shows and refuses is what the API answers that visitor.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
const pages = setupPageApp(t);

const cookieOf = (client?: TestClient) =>
  [...(client?.cookies ?? [])].map(([name, value]) => `${name}=${value}`).join("; ");

async function page(path: string, client?: TestClient) {
  const cookie = cookieOf(client);
  const response = await pages.app.request(`${TEST_ORIGIN}${path}`, {
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, html: await response.text() };
}

/** A form posted without scripts, as a browser on the page sends it. */
function postForm(path: string, fields: Record<string, string>) {
  return pages.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("a page's reads", () => {
  it("show the listing the API answers, and Not Found where it answers 404", {
    timeout: 120_000,
  }, async () => {
    const property = await createProperty(t, { title: "Through The Api Cottage" });
    const shown = await page(`/property/${property.id}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Through The Api Cottage");
    expect((await page("/property/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("hide a draft from a visitor, as the API does", async () => {
    const draft = await createBlogPost(t, { title: "Unseen Draft", status: "draft" });
    expect((await page(`/blog/${draft.id}`)).status).toBe(404);
    const { client: admin } = await signedInAdmin(t);
    const seen = await page(`/blog/${draft.id}`, admin);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain("Unseen Draft");
  });

  it("know the signed-in visitor, the theme their account keeps, and the site's name", async () => {
    const { client } = await signedInClient(t, { name: "Vera Viewer" });
    expect((await client.patch("/api/profile/me", { themePreference: "dark" })).status).toBe(200);
    const { client: admin } = await signedInAdmin(t);
    const settings = { siteName: "Lakeside Homes", contactEmail: "help@lakeside.test" };
    expect((await admin.request("PUT", "/api/admin/settings", { json: settings })).status).toBe(
      200,
    );
    const signedIn = await page("/", client);
    expect(signedIn.html).toContain("Vera Viewer");
    expect(signedIn.html).toContain("Lakeside Homes");
    expect(signedIn.html).toContain('data-account-theme="dark"');
    const signedOut = await page("/");
    expect(signedOut.html).not.toContain("Vera Viewer");
    expect(signedOut.html).not.toContain("data-account-theme");
    expect(signedOut.html).toContain("Lakeside Homes");
  });

  it("answer 503 with a time to retry while the database cannot answer", async () => {
    const property = await createProperty(t, { title: "Unreachable For Now" });
    // What the pool throws when no connection comes in time, as drizzle passes it on.
    const outage = new Error("Failed query: select", {
      cause: new Error("timeout exceeded when trying to connect"),
    });
    const select = vi.spyOn(t.deps.db, "select").mockImplementation(() => {
      throw outage;
    });
    try {
      const response = await pages.app.request(`${TEST_ORIGIN}/property/${property.id}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const html = await response.text();
      expect(html).toContain("This page is temporarily unavailable");
      expect(html).not.toMatch(/Failed query|at .*\.ts:\d+/);
    } finally {
      select.mockRestore();
    }
    expect((await page(`/property/${property.id}`)).status).toBe(200);
  });

  it("answer a search with odd bytes by refusing, never failing", async () => {
    expect((await page("/search?q=a%00bc")).status).toBeLessThan(500);
    expect((await page("/search?q=%F0%9F%8F%A0")).status).toBe(200);
  });
});

describe("a page's form posts", () => {
  it("sign in with the session cookie, and refuse a wrong password with the API's message", async () => {
    const account = await createUser(t);
    const wrong = await postForm("/profile", {
      intent: "sign-in",
      email: account.email,
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(SIGN_IN_REFUSED_MESSAGE);
    const right = await postForm("/profile", {
      intent: "sign-in",
      email: account.email,
      password: account.password,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("set-cookie")).toMatch(/session_token=/);
  });

  it("answer a suspended account as a wrong password", async () => {
    const account = await createUser(t);
    const { client: admin } = await signedInAdmin(t);
    expect(
      (await admin.post(`/api/admin/users/${account.id}/suspend`, { reason: "x" })).status,
    ).toBe(200);
    const answer = await postForm("/profile", {
      intent: "sign-in",
      email: account.email,
      password: account.password,
    });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain(SIGN_IN_REFUSED_MESSAGE);
  });

  it("refuse a common password on sign-up with the form's own message", async () => {
    const answer = await postForm("/profile", {
      intent: "sign-up",
      name: "Pat Page",
      email: uniqueEmail("page"),
      password: "password123",
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(COMMON_PASSWORD_MESSAGE);
  });

  it("unsubscribe with a signed link, and say a forged one is not valid", async () => {
    const { client, account } = await signedInClient(t);
    const query = t.deps.mailer.unsubscribeQuery({ topic: "notices", subject: account.id });
    const shown = await page(`/unsubscribe?${query}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("e-mails about new messages, tour requests and your account");
    const forged = await page("/unsubscribe?topic=digest&subject=someone&token=forged");
    expect(forged.status).toBe(400);
    const fields = Object.fromEntries(new URLSearchParams(query));
    const done = await postForm(`/unsubscribe?${query}`, fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer get e-mails about new messages");
    const profile = (await (await client.get("/api/profile/me")).json()) as {
      notificationSettings: Record<string, unknown>;
    };
    expect(profile.notificationSettings).toMatchObject({ emailNotifications: false });
  });
});
