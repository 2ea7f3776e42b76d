import { describe, expect, it } from "vitest";
import { demoSitePagesSeeder } from "../../src/server/demo/site-pages.seed";
import type { AdminActivityItem } from "../../src/shared/admin-overview";
import type { SitePage } from "../../src/shared/site-pages";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

let admin: ReturnType<typeof signedInClient> | undefined;
function adminSession() {
  admin ??= signedInClient(t, { role: "admin", name: "Pat Pages" });
  return admin;
}

async function put(slug: string, body: unknown) {
  const { client } = await adminSession();
  return client.request("PUT", `/api/admin/site-pages/${slug}`, { json: body });
}

const publicPage = (slug: string) => getJson<SitePage>(t.client, `/api/site-pages/${slug}`);

// The tests of this file run in order and share the page rows.
describe("site pages", () => {
  it("answer every page to anyone, empty before anything was written", async () => {
    expect(await publicPage("privacy")).toEqual({
      slug: "privacy",
      title: "Privacy Policy",
      body: "",
      updatedAt: null,
    });
    const unknown = await t.client.get("/api/site-pages/careers");
    expect(unknown.status).toBe(404);
  });

  it("start with the seed's text, which names each page", async () => {
    await demoSitePagesSeeder.run(t.deps);
    const { client } = await adminSession();
    const pages = await getJson<SitePage[]>(client, "/api/admin/site-pages");
    expect(pages.map((page) => page.slug)).toEqual(["about", "contact", "terms", "privacy"]);
    for (const page of pages) {
      expect(page.title).toBeTruthy();
      expect(page.body.split("\n\n").length).toBeGreaterThan(1);
      expect(page.updatedAt).not.toBeNull();
    }
    expect((await publicPage("about")).title).toBe("About HomeScope");
  });

  it("save an admin's text, trimmed, for everyone, and record who changed which page", async () => {
    const response = await put("about", {
      title: "  About Us ",
      body: "We sell homes.\n\nAnd we like it.\n",
    });
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved).toMatchObject({
      slug: "about",
      title: "About Us",
      body: "We sell homes.\n\nAnd we like it.",
    });
    expect(await publicPage("about")).toEqual(saved);

    const { client, account } = await adminSession();
    const [latest] = await getJson<AdminActivityItem[]>(client, "/api/admin/activities?limit=1");
    expect(latest).toMatchObject({
      admin: { id: account.id, name: "Pat Pages" },
      action: "site_page_updated",
      targetType: "site_page",
      targetId: "about",
      details: { slug: "about", title: "About Us" },
    });
  });

  it("refuse bad text with the field's message and change nothing", async () => {
    const before = await publicPage("about");
    const cases: [unknown, string, string][] = [
      [{ title: "  ", body: "Text" }, "title", "Title is required"],
      [{ body: "Text" }, "title", "Title is required"],
      [{ title: "x".repeat(121), body: "Text" }, "title", "Title must be at most 120 characters"],
      [{ title: "About", body: " \n " }, "body", "Content is required"],
      [
        { title: "About", body: "x".repeat(20_001) },
        "body",
        "Content must be at most 20000 characters",
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await put("about", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        issues: [{ path, message }],
      });
    }
    expect((await put("about", { title: "About", body: "Text", slug: "terms" })).status).toBe(400);
    expect((await put("careers", { title: "Careers", body: "Join us" })).status).toBe(404);
    expect(await publicPage("about")).toEqual(before);
  });

  it("are written by admins only", async () => {
    const before = await publicPage("terms");
    const body = { title: "Mine now", body: "Taken over." };
    expect(
      (await t.client.request("PUT", "/api/admin/site-pages/terms", { json: body })).status,
    ).toBe(401);
    for (const role of ["user", "realtor", "photographer"] as const) {
      const { client } = await signedInClient(t, { role });
      const response = await client.request("PUT", "/api/admin/site-pages/terms", { json: body });
      expect(response.status, role).toBe(403);
      expect((await client.get("/api/admin/site-pages")).status, role).toBe(403);
    }
    expect(await publicPage("terms")).toEqual(before);
  });
});
