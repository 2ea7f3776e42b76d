import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { badId, encode, QUERY_KEYS } from "../factories/fuzz";
import { setupPageApp } from "../setup/page-app";
import { setupTestApp } from "../setup/setup-test-app";
import { TEST_ORIGIN } from "../setup/test-app";
import { ACTORS, type Actor, buildWorld, type World } from "./authorization-matrix";

/**
 * Odd text in every page's address: each route pattern of the route table with odd values in
 * its params and in the query keys the pages and the API read, as signed-out and signed-in
 * visitors. A page may refuse (4xx) but never fail (5xx), and nothing reaches the log: React
 * Router prints a failed loader's error, SQL and parameters included. Seeded, so a failure
 * replays.
 */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000000" }, { workers: false });
const pages = setupPageApp(t);
// Beyond the sweep of every route pattern: 80 seeded addresses in the gate, where each costs
// half a second of a shared core; `FUZZ_PAGE_RUNS=1000 npm run test:security` goes further.
const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 80);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const SWEEP_STRIDE = 3;

/** Text no link of the app carries, each as a browser would send it. */
const ODD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "a\udc00b",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u202e",
  "\r\n",
  "\t",
  "..",
  "../..",
  "/..//",
  "x".repeat(5000),
  "\ud83c\udfe0",
  "Zürich",
  "東京",
  "0",
  "-1",
  "__proto__",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example",
  "' OR 1=1 --",
  "00000000-0000-0000-0000-000000000000",
];
/** Escapes as they arrive, broken ones included. */
const RAW = ["%", "%zz", "%E0%A4%A", "%ED%A0%80", "%00", "%2e%2e%2f", "%C0%AE"];
const ODD_VALUES = [...ODD_TEXT.map(encode), ...RAW];

/** The keys the pages read (returnTo, intent, tokens, tabs...) beside the API's. */
const PAGE_KEYS = [
  ...QUERY_KEYS,
  "returnTo",
  "intent",
  "token",
  "topic",
  "subject",
  "reel",
  "direction",
  "tab",
  "thread",
  "section",
  "types",
  "featured",
  "bbox",
  "poly",
  "view",
  "error",
  "progress",
  "avatar",
  "email",
];

/** Every page route's full pattern ("/", "/property/:id", "/admin/*"), from the build's routes. */
async function routePatterns(): Promise<string[]> {
  const build = await pages.build();
  const routes = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patterns = routes
    .filter((route) => route.parentId)
    .map((route) => {
      const parts: string[] = [];
      for (let at: typeof route | undefined = route; at; at = byId.get(at.parentId ?? ""))
        if (at.path) parts.unshift(at.path);
      return `/${parts.join("/")}`;
    });
  return [...new Set(patterns)];
}

const withParams = (pattern: string, value: () => string) =>
  pattern.replace(/:[A-Za-z]+|\*/g, () => value());

/** The pattern with a real id in each param, so its page is drawn past "not found". */
function realPath(pattern: string): string {
  const ids: Record<string, string> = {
    "/property/:id": w.propertyId,
    "/blog/:id": w.postId,
    "/realtors/:id": w.otherRealtorId,
  };
  return withParams(pattern, () => ids[pattern] ?? "users");
}

let w: World;
let patterns: string[];
let cookies: Record<Actor, string>;
beforeAll(async () => {
  w = await buildWorld(t);
  patterns = await routePatterns();
  cookies = Object.fromEntries(
    ACTORS.map((actor) => [
      actor,
      [...w.clients[actor].cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    ]),
  ) as Record<Actor, string>;
}, 120_000);

// What the server prints while drawing the odd pages: React Router logs a failed loader there.
const warn = vi.spyOn(console, "warn");
afterEach(() => warn.mockClear());

/** Requests a page as `actor`; checks the answer is no failure and leaks no query. */
async function visit(path: string, actor: Actor) {
  const headers = new Headers();
  if (cookies[actor]) headers.set("cookie", cookies[actor]);
  const response = await pages.app.request(`${TEST_ORIGIN}${path}`, { headers });
  const text = await response.text();
  const label = `GET ${path.slice(0, 200)} as ${actor}`;
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(/\b(Failed query|PostgresError|DrizzleQueryError)\b/);
  return response.status;
}

describe("a page's address with text no link carries", () => {
  it("walks the whole route table", () => {
    expect(patterns).toEqual(
      expect.arrayContaining(["/", "/search", "/property/:id", "/realtors/:id", "/admin/*", "/*"]),
    );
  });

  it("answers a NUL in a realtor's page address like the API: refused, not failed", async () => {
    expect(await visit("/realtors/a%00b", "anonymous")).toBe(400);
    expect(await visit("/realtors/a%00b.data", "anonymous")).toBe(400);
    expect(await visit(`/realtors/${w.otherRealtorId}?page=%00`, "user")).toBe(400);
  });

  it("answers every pattern with each odd value in its params and in a query key, never a 5xx", {
    timeout: 600_000,
  }, async () => {
    const statuses: Record<number, number> = {};
    let sent = 0;
    for (const [index, pattern] of patterns.entries()) {
      for (const [offset, value] of ODD_VALUES.entries()) {
        // A third of the values per pattern, a different third for the next: every value meets
        // every kind of page, at a third of the cost of drawing each page with each value.
        if ((index + offset) % SWEEP_STRIDE !== 0) continue;
        const key = PAGE_KEYS[sent % PAGE_KEYS.length] ?? "q";
        const actor = ACTORS[sent % ACTORS.length] ?? "anonymous";
        // Odd params every other time; real ones between, so the query reaches the page's reads.
        const path = offset % 2 === 0 ? withParams(pattern, () => value) : realPath(pattern);
        // Every third request is the one a move inside the app makes for the same page.
        const target = offset % 3 === 1 ? `${path === "/" ? "/_root" : path}.data` : path;
        const status = await visit(`${target}?${key}=${value}&${value}=1`, actor);
        statuses[status] = (statuses[status] ?? 0) + 1;
        sent += 1;
      }
    }
    console.info(`fuzz pages (sweep): ${sent} requests, ${JSON.stringify(statuses)}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`answers ${RUNS} generated addresses without a 5xx`, { timeout: 600_000 }, async () => {
    const ids = [w.propertyId, w.postId, w.reelId, w.otherRealtorId, w.otherPhotographerId];
    const address = fc.record({
      pattern: fc.constantFrom(...patterns),
      params: fc.array(fc.oneof(badId, fc.constantFrom(...ids)), { minLength: 2, maxLength: 2 }),
      pairs: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...PAGE_KEYS), fc.constantFrom(...ODD_VALUES)),
          fc.oneof(fc.constantFrom(...ODD_VALUES), fc.string({ maxLength: 20 }).map(encode)),
        ),
        { maxLength: 4 },
      ),
      actor: fc.constantFrom(...ACTORS),
    });
    await fc.assert(
      fc.asyncProperty(address, async ({ pattern, params, pairs, actor }) => {
        let index = 0;
        const path = withParams(pattern, () => params[index++] ?? "x");
        const query = pairs.map(([key, value]) => `${key}=${value}`).join("&");
        await visit(`${path}?${query}`, actor);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
