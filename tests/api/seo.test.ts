import { beforeEach, describe, expect, it } from "vitest";
import { sitemapEntries } from "../../src/server/seo/seo.service";
import { SITEMAP_PATHS } from "../../src/shared/page-routes";
import { clearBlog, createBlogPost } from "../factories/blog";
import { clearProperties, createProperties, createProperty } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

// Ids are UUIDs, so the base URL is the one part of a URL that can need escaping; this one
// carries an "&" to prove it is escaped. The app has no web build, as in production without one.
const BASE = "https://homes.example/en&us";
const ESCAPED_BASE = "https://homes.example/en&amp;us";
const t = setupTestApp({ BASE_URL: BASE });

beforeEach(async () => {
  await clearBlog(t);
  await clearProperties(t);
});

/** Each <url> of the sitemap as its loc and lastmod. */
async function sitemapUrls() {
  const response = await t.client.get("/sitemap.xml");
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, loc = "", lastmod]) => ({ loc, lastmod }),
  );
}

describe("GET /sitemap.xml", () => {
  it("is a sitemaps.org urlset, cacheable for an hour", async () => {
    const response = await t.client.get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists the public pages by absolute, escaped URL, without a lastmod", async () => {
    const urls = await sitemapUrls();
    // The route list's pages that exist without data, the site's own pages among them.
    const pages = ["/", "/search", "/reels", "/blog", "/realtors", "/photographers", "/about"];
    pages.push("/contact", "/terms", "/privacy", "/affordability");
    expect(SITEMAP_PATHS).toEqual(expect.arrayContaining(pages));
    expect(urls).toEqual(
      SITEMAP_PATHS.map((path) => ({ loc: ESCAPED_BASE + path, lastmod: undefined })),
    );
  });

  it("lists published posts and listings with their last change, but no draft", async () => {
    const published = await createBlogPost(t, { at: new Date("2024-02-01T08:00:00.000Z") });
    const draft = await createBlogPost(t, { status: "draft" });
    const listing = await createProperty(t, { updatedAt: new Date("2024-03-05T10:20:30.000Z") });

    const urls = await sitemapUrls();
    const locs = urls.map((url) => url.loc);
    expect(locs).not.toContain(`${ESCAPED_BASE}/blog/${draft.id}`);
    expect(urls).toContainEqual({
      loc: `${ESCAPED_BASE}/blog/${published.id}`,
      lastmod: "2024-02-01T08:00:00.000Z",
    });
    expect(urls).toContainEqual({
      loc: `${ESCAPED_BASE}/property/${listing.id}`,
      lastmod: "2024-03-05T10:20:30.000Z",
    });
    for (const loc of locs) expect(loc.startsWith(`${ESCAPED_BASE}/`)).toBe(true);
  });

  it("stops at the URL limit, keeping the newest listings", async () => {
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const [oldest, middle, newest] = await createProperties(t, [
      { createdAt: day(1) },
      { createdAt: day(2) },
      { createdAt: day(3) },
    ]);
    // The public pages, then room for two listings.
    const limit = SITEMAP_PATHS.length + 2;
    const entries = await sitemapEntries(t.deps.db, limit);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toHaveLength(limit);
    expect(paths.slice(SITEMAP_PATHS.length)).toEqual([
      `/property/${newest?.id}`,
      `/property/${middle?.id}`,
    ]);
    expect(paths).not.toContain(`/property/${oldest?.id}`);
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of private pages and the API, and names the sitemap", async () => {
    const response = await t.client.get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /messages/",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /profile",
        "Disallow: /settings",
        "Disallow: /saved",
        "Disallow: /compare",
        "Disallow: /collections",
        "",
        `Sitemap: ${BASE}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
