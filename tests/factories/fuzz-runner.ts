import fc from "fast-check";
import { expect } from "vitest";
import { ACTORS, type Actor, MATRIX, type World } from "../api/authorization-matrix";
import { TEST_ORIGIN } from "../setup/test-app";
import { createAccessRequest } from "./admin";
import { createBlogPost } from "./blog";
import { addPortfolioRows, createAccount } from "./directory";
import { badBody, badId, badQuery, contentType, leakIn, writeWatcher } from "./fuzz";
import { createProperty } from "./properties";
import { createReel } from "./reels";

/**
 * Sends generated malformed requests to the in-process app as every kind of caller and checks
 * each answer: never a 5xx, never a stack trace or server path in the body, and when refused
 * (4xx) not a row added or removed anywhere.
 */

/**
 * The routes a generated request may hit: the matrix's, so a new route is fuzzed too. Signing
 * out is left out: it would end the session the callers' later requests need.
 */
function fuzzRoutes(kind: "write" | "read") {
  const routes = new Set<string>();
  for (const row of MATRIX) {
    const [method = "", path = ""] = row.route.split(" ");
    if (method === "ALL" || path.startsWith("/media/") || path === "/api/auth/sign-out") continue;
    if ((method === "GET") === (kind === "read")) routes.add(row.route);
  }
  return [...routes].map((route) => {
    const [method = "GET", path = "/"] = route.split(" ");
    return { method, path };
  });
}

/**
 * Real ids of things made for the fuzz alone (never the callers themselves): a request that
 * names one gets past "not found" into the validation behind it.
 */
async function fuzzIds(w: World): Promise<string[]> {
  const t = w.t;
  const account = await createAccount(t);
  const requester = await createAccount(t);
  const listing = await createProperty(t, { realtorId: w.ids.realtor });
  const reel = await createReel(t, { authorId: w.ids.realtor, propertyId: listing.id });
  const post = await createBlogPost(t);
  const request = await createAccessRequest(t, requester.id, "photographer");
  const [image] = await addPortfolioRows(t, w.ids.photographer, 1);
  return [
    account.id,
    listing.id,
    reel.id,
    post.id,
    request.id,
    image?.id ?? "",
    w.propertyId,
    w.reelId,
    w.postId,
    w.otherRealtorId,
    w.otherPhotographerId,
  ];
}

interface Generated {
  actor: Actor;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** The callers the matrix lets through a route (a 2xx in some row of it). */
function allowedActors(route: string): Actor[] {
  const rows = MATRIX.filter((row) => row.route === route);
  return ACTORS.filter((_, index) =>
    rows.some((row) => (row.expect[index] ?? 0) >= 200 && (row.expect[index] ?? 0) < 300),
  );
}

function requestArbitrary(kind: "write" | "read", ids: string[]): fc.Arbitrary<Generated> {
  const routes = fuzzRoutes(kind);
  return fc
    .record({
      actor: fc.constantFrom(...ACTORS),
      // Two requests in three come from a caller the route lets in, so they reach its validation.
      allowed: fc.nat(2),
      pick: fc.nat(),
      route: fc.constantFrom(...routes),
      params: fc.array(fc.oneof(badId, fc.constantFrom(...ids)), { minLength: 3, maxLength: 3 }),
      deleteParams: fc.array(badId, { minLength: 3, maxLength: 3 }),
      query: badQuery,
      body: badBody,
      contentType,
    })
    .map((generated) => {
      const { route, params, deleteParams, query, body, contentType } = generated;
      const allowed = allowedActors(`${route.method} ${route.path}`);
      const actor =
        generated.allowed > 0 && allowed.length > 0
          ? (allowed[generated.pick % allowed.length] ?? generated.actor)
          : generated.actor;
      let index = 0;
      // A DELETE naming a real id needs no body to succeed: it gets malformed ids only.
      const values = route.method === "DELETE" ? deleteParams : params;
      const path = route.path.replace(/:[A-Za-z]+/g, () => values[index++] ?? "x");
      if (kind === "read") return { actor, method: route.method, path: `${path}?${query}` };
      return { actor, method: route.method, path, body, contentType };
    });
}

/**
 * Runs `runs` generated requests with a fixed seed; returns how many were sent and refused, how
 * many moved the write-ahead log (and so had their row counts compared), and the statuses.
 */
export async function fuzz(w: World, kind: "write" | "read", runs: number, seed: number) {
  const ids = await fuzzIds(w);
  const cookies = Object.fromEntries(
    ACTORS.map((actor) => [
      actor,
      [...w.clients[actor].cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    ]),
  ) as Record<Actor, string>;
  const writes = await writeWatcher(w.t);
  let address = 0;
  const tally = { sent: 0, refused: 0, recounted: 0, byStatus: {} as Record<number, number> };

  await fc.assert(
    fc.asyncProperty(requestArbitrary(kind, ids), async (request) => {
      address += 1;
      const headers = new Headers({
        origin: TEST_ORIGIN,
        "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      if (cookies[request.actor]) headers.set("cookie", cookies[request.actor]);
      if (request.contentType) headers.set("content-type", request.contentType);
      const response = await w.t.app.request(`${TEST_ORIGIN}${request.path}`, {
        method: request.method,
        headers,
        body: request.method === "GET" ? undefined : request.body,
      });
      const text = await response.text();
      const label = `${request.method} ${request.path.slice(0, 200)} as ${request.actor}`;
      tally.sent += 1;
      tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
      expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
      expect(leakIn(text), `${label}: ${text.slice(0, 300)}`).toBeNull();
      if (response.status >= 400) tally.refused += 1;
      const wrote = await writes.changed();
      if (response.status >= 400)
        expect(wrote, `${label} was refused (${response.status}) yet wrote`).toBe(false);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  tally.recounted = writes.recounted;
  return tally;
}
