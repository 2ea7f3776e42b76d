import { describe, expect, it } from "vitest";
import { pageReads } from "../../src/server/pages/page-reads";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

// What every page's root loader reads besides the visitor: the site
// settings an admin saves, the site's own pages, and the theme the visitor's account keeps.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

function headersOf(client?: TestClient): Headers {
  const headers = new Headers();
  const cookies = [...(client?.cookies ?? [])].map(([name, value]) => `${name}=${value}`);
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  return headers;
}

describe("page reads of the site", () => {
  it("give pages the site name and contact e-mail an admin saved", async () => {
    expect(await pageReads(t.deps, headersOf()).siteSettings()).toEqual({
      siteName: "HomeScope",
      contactEmail: null,
    });
    const { client } = await signedInClient(t, { role: "admin" });
    const saved = { siteName: "Lakeside Homes", contactEmail: "help@lakeside.test" };
    const response = await client.request("PUT", "/api/admin/settings", { json: saved });
    expect(response.status).toBe(200);
    expect(await pageReads(t.deps, headersOf()).siteSettings()).toEqual(saved);
  });

  it("give a site page as the API answers it, with an admin's edit", async () => {
    const { client } = await signedInClient(t, { role: "admin" });
    const edit = { title: "Our Story", body: "One.\n\nTwo." };
    expect(
      (await client.request("PUT", "/api/admin/site-pages/about", { json: edit })).status,
    ).toBe(200);
    const page = await pageReads(t.deps, headersOf()).sitePage("about");
    expect(page).toMatchObject({ slug: "about", ...edit });
    expect(page).toEqual(await (await t.client.get("/api/site-pages/about")).json());
  });

  it("give the theme the visitor's account keeps, and none when signed out", async () => {
    const { client } = await signedInClient(t);
    const response = await client.request("PATCH", "/api/profile/me", {
      json: { themePreference: "dark" },
    });
    expect(response.status).toBe(200);
    expect(await pageReads(t.deps, headersOf(client)).accountTheme()).toBe("dark");
    expect(await pageReads(t.deps, headersOf()).accountTheme()).toBeNull();
  });
});
