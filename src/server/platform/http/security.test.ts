import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

async function headers(path: string, mapStyleUrl: string | null = null) {
  const app = new Hono().use(securityHeaders(mapStyleUrl)).get("*", (c) => c.text("ok"));
  return (await app.request(path)).headers;
}

async function policy(mapStyleUrl: string | null = null, path = "/") {
  return (await headers(path, mapStyleUrl)).get("content-security-policy") ?? "";
}

const NONCE = /script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}';/;

describe("securityHeaders", () => {
  it("lets the maps run MapLibre's worker and nothing else from elsewhere with the atlas alone", async () => {
    const csp = await policy();
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });

  it("allows the map style's origin for its tiles, sprites and glyphs", async () => {
    const csp = await policy("https://tiles.example.com/styles/liberty.json?key=1");
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.com(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.com(;|$)/);
  });

  it("allows nothing from elsewhere for a style on this site", async () => {
    const csp = await policy("/map/style.json");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
  });

  it("gives each page a nonce of its own, and answers that are never pages one fixed policy", async () => {
    const [page, samePageAgain] = [await policy(null, "/search"), await policy(null, "/search")];
    expect(page).toMatch(NONCE);
    expect(samePageAgain).toMatch(NONCE);
    expect(samePageAgain).not.toBe(page);

    const others = [];
    for (const path of ["/api/health", "/assets/worker-x.mjs", "/media/photos/a-480.webp"]) {
      others.push(await policy(null, path));
    }
    expect(new Set(others).size).toBe(1);
    expect(others[0]).toMatch(/script-src 'self';/);
    expect(others[0]).toBe(page.replace(/ 'nonce-[^']+'/, ""));
  });

  it("sends a page's scripts, stylesheets and fonts only the headers that apply to them", async () => {
    for (const path of [
      "/assets/framework-x.js",
      "/assets/styles-x.css",
      "/assets/inter-x.woff2",
    ]) {
      const sent = await headers(path);
      sent.delete("content-type");
      expect(Object.fromEntries(sent), path).toEqual({
        "cross-origin-resource-policy": "same-origin",
        "x-content-type-options": "nosniff",
      });
    }
    // MapLibre's worker runs under its own answer's policy.
    expect((await headers("/assets/maplibre-gl-worker-x.mjs")).get("x-frame-options")).toBe("DENY");
    expect(await policy(null, "/assets/maplibre-gl-worker-x.mjs")).toContain("worker-src");
  });
});
