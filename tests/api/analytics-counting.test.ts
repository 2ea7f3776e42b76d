import { describe, expect, it } from "vitest";
import { pruneAnalytics } from "../../src/server/analytics/prune";
import {
  analyticsDaily,
  analyticsSalts,
  analyticsVisitors,
} from "../../src/server/platform/db/schema";
import { browser, ownReport, report, totalsOf } from "../factories/analytics";
import { fresh, utcDay } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Behind a trusted proxy each visit can come from its own address.
const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

/** A realtor with one listing, and their report's totals of it. */
async function realtorWithListing() {
  const realtor = await signedInClient(t, { role: "realtor" });
  const listing = await createProperty(t, { realtorId: realtor.account.id });
  const totals = async () => totalsOf(await ownReport(realtor.client), listing.id);
  return { realtor, listing, totals };
}

const view = (id: string) => ({ type: "view", kind: "listing", id }) as const;

describe("views and visitors", () => {
  it("counts every view, and a visitor once a day however often they come back", async () => {
    const { listing, totals } = await realtorWithListing();
    const visitor = new TestClient(t);
    const sameBrowser = browser("203.0.113.7");
    for (let i = 0; i < 3; i++)
      expect((await report(visitor, view(listing.id), sameBrowser)).status).toBe(204);
    await report(new TestClient(t), view(listing.id), browser("203.0.113.8"));
    expect(await totals()).toMatchObject({ views: 4, visitors: 2 });
  });

  it("knows a signed-in member as one visitor from any address", async () => {
    const { listing, totals } = await realtorWithListing();
    const { client } = await signedInClient(t);
    await report(client, view(listing.id), browser("203.0.113.20"));
    await report(client, view(listing.id), browser("203.0.113.21"));
    expect(await totals()).toMatchObject({ views: 2, visitors: 1 });
  });

  it("does not count robots, scripts without a browser or prefetches", async () => {
    const { listing, totals } = await realtorWithListing();
    const anonymous = new TestClient(t);
    const address = { "x-forwarded-for": "203.0.113.30" };
    const refused = [
      {
        ...address,
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
      { ...address, "user-agent": "curl/8.5.0" },
      address,
      { ...browser("203.0.113.31"), "sec-purpose": "prefetch" },
      { ...browser("203.0.113.32"), purpose: "prefetch" },
    ];
    for (const headers of refused)
      expect((await report(anonymous, view(listing.id), headers)).status).toBe(204);
    expect(await totals()).toMatchObject({ views: 0, visitors: 0 });
  });

  it("does not count the realtor's own visits or shares", async () => {
    const { realtor, listing, totals } = await realtorWithListing();
    await report(realtor.client, view(listing.id));
    await report(realtor.client, { type: "share", kind: "listing", id: listing.id });
    expect(await totals()).toMatchObject({ views: 0, visitors: 0, shares: 0 });
    // The same browser signed out is just a visitor.
    await report(new TestClient(t), view(listing.id));
    expect(await totals()).toMatchObject({ views: 1, visitors: 1 });
  });

  it("keeps only salted hashes of visitors, never an address", async () => {
    const { listing } = await realtorWithListing();
    await report(new TestClient(t), view(listing.id), browser("203.0.113.99"));
    const stored = JSON.stringify(await t.deps.db.select().from(analyticsVisitors));
    expect(stored).not.toContain("203.0.113.99");
    expect(stored).not.toContain("Chrome");
  });
});

describe("saves, shares, leads and tour requests", () => {
  it("counts a save once, on the server, and a share the page reports", async () => {
    const { listing, totals } = await realtorWithListing();
    const { client } = await signedInClient(t);
    expect((await client.request("PUT", `/api/saved/${listing.id}`, fresh())).status).toBe(204);
    await client.request("PUT", `/api/saved/${listing.id}`, fresh());
    await report(client, { type: "share", kind: "listing", id: listing.id });
    expect(await totals()).toMatchObject({ saves: 1, shares: 1 });
  });

  it("counts Contact Agent messages as leads and tour requests as tours", async () => {
    const { listing, totals } = await realtorWithListing();
    const { client } = await signedInClient(t);
    const lead = { name: "Jane Buyer", email: "jane@example.test", message: "Still for sale?" };
    expect(
      (await client.post(`/api/properties/${listing.id}/inquiries`, lead, fresh())).status,
    ).toBe(201);
    // Signed out, a message is a lead all the same.
    await new TestClient(t).post(`/api/properties/${listing.id}/inquiries`, lead, fresh());
    const tour = { date: utcDay(2), window: "morning" };
    expect(
      (await client.post(`/api/properties/${listing.id}/tour-requests`, tour, fresh())).status,
    ).toBe(201);
    expect(await totals()).toMatchObject({ leads: 2, tours: 1, views: 0 });
  });
});

describe("reel plays", () => {
  it("averages the share watched and counts plays watched to the end", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const reel = await createReel(t, { authorId: realtor.account.id });
    const anonymous = new TestClient(t);
    await report(anonymous, { type: "view", kind: "reel", id: reel.id });
    await report(anonymous, { type: "watch", kind: "reel", id: reel.id, watched: 0.5 });
    await report(anonymous, { type: "watch", kind: "reel", id: reel.id, watched: 1 });
    // The author's own play is not counted.
    await report(realtor.client, { type: "watch", kind: "reel", id: reel.id, watched: 0.1 });
    expect(totalsOf(await ownReport(realtor.client), reel.id)).toMatchObject({
      views: 1,
      plays: 2,
      averageWatched: 0.75,
      completionRate: 0.5,
    });
  });
});

describe("what a page may report", () => {
  it("refuses malformed reports and answers 404 for a listing that does not exist", async () => {
    const anonymous = new TestClient(t);
    const listing = await createProperty(t);
    for (const bad of [
      { type: "like", kind: "listing", id: listing.id },
      { type: "view", kind: "post", id: listing.id },
      { type: "view", kind: "listing", id: "not-an-id" },
      { type: "watch", kind: "reel", id: listing.id, watched: 1.5 },
      { type: "watch", kind: "listing", id: listing.id, watched: 0.5 },
    ]) {
      const response = await report(anonymous, bad as never);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const gone = await report(anonymous, view("00000000-0000-4000-8000-000000000000"));
    expect(gone.status).toBe(404);
  });
});

describe("pruning", () => {
  it("keeps today's and yesterday's visitors and salts and 90 days of counts", async () => {
    const listing = await createProperty(t);
    const { db } = t.deps;
    const days = [0, 1, 2, 89, 90].map((ago) => utcDay(-ago));
    await db
      .insert(analyticsVisitors)
      .values(days.map((day) => ({ day, hash: `prune-test-${day}` })))
      .onConflictDoNothing();
    await db
      .insert(analyticsSalts)
      .values(days.map((day) => ({ day, salt: `salt-${day}` })))
      .onConflictDoNothing();
    await db
      .insert(analyticsDaily)
      .values(
        days.map((day) => ({ subjectKind: "listing", subjectId: listing.id, day, views: 1 })),
      );
    await pruneAnalytics(db);
    const kept = (rows: { day: string }[]) => rows.map((row) => row.day).sort();
    expect(kept(await db.select().from(analyticsVisitors))).toEqual(
      expect.arrayContaining(days.slice(0, 2)),
    );
    expect(kept(await db.select().from(analyticsVisitors))).not.toContain(days[2]);
    expect(kept(await db.select().from(analyticsSalts))).not.toContain(days[2]);
    const counts = kept(await db.select().from(analyticsDaily));
    expect(counts).toEqual(expect.arrayContaining(days.slice(0, 4)));
    expect(counts).not.toContain(days[4]);
  });
});
