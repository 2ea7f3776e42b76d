import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "../../src/shared/analytics";
import { ownReport, report, totalsOf } from "../factories/analytics";
import { utcDay } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const viewOf = (id: string, kind: "listing" | "reel" = "listing") =>
  report(new TestClient(t), { type: "view", kind, id });

describe("GET /api/analytics (a realtor's own numbers)", () => {
  it("lists every day of the range, today last, and the realtor's listings and reels", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: account.id, title: "Harbor Loft" });
    const reel = await createReel(t, { authorId: account.id, propertyId: listing.id });
    await viewOf(listing.id);
    await viewOf(reel.id, "reel");
    for (const days of [7, 30, 90] as const) {
      const answer = await ownReport(client, `days=${days}`);
      expect(answer.days).toBe(days);
      expect(answer.series).toHaveLength(days);
      expect(answer.series.at(-1)).toMatchObject({ day: utcDay(0), views: 2, visitors: 2 });
      expect(answer.series[0]?.day).toBe(utcDay(-(days - 1)));
      expect(answer.totals).toMatchObject({ views: 2 });
    }
    const { items } = await ownReport(client);
    expect(items.map((item) => [item.kind, item.id])).toEqual(
      expect.arrayContaining([
        ["listing", listing.id],
        ["reel", reel.id],
      ]),
    );
    expect(items).toHaveLength(2);
  });

  it("draws one listing's days on its own", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const first = await createProperty(t, { realtorId: account.id });
    const second = await createProperty(t, { realtorId: account.id });
    await viewOf(first.id);
    await viewOf(second.id);
    await viewOf(second.id);
    const answer = await ownReport(client, `days=7&kind=listing&id=${second.id}`);
    expect(answer.selected).toEqual({ kind: "listing", id: second.id });
    expect(answer.totals.views).toBe(2);
    expect(answer.items).toHaveLength(2);
  });

  it("shows a realtor none of another realtor's numbers", async () => {
    const mine = await signedInClient(t, { role: "realtor" });
    const theirs = await signedInClient(t, { role: "realtor" });
    const theirListing = await createProperty(t, { realtorId: theirs.account.id });
    await viewOf(theirListing.id);
    const answer = await ownReport(mine.client);
    expect(totalsOf(answer, theirListing.id)).toBeUndefined();
    expect(answer.totals.views).toBe(0);
    const asked = await mine.client.get(`/api/analytics?kind=listing&id=${theirListing.id}`);
    expect(asked.status).toBe(403);
    const missing = await mine.client.get(
      "/api/analytics?kind=listing&id=00000000-0000-4000-8000-000000000000",
    );
    expect(missing.status).toBe(404);
  });

  it("is for realtors: 401 signed out, 403 for a member", async () => {
    expect((await new TestClient(t).get("/api/analytics")).status).toBe(401);
    const { client } = await signedInClient(t);
    expect((await client.get("/api/analytics")).status).toBe(403);
  });

  it("takes only 7, 30 or 90 days, and the kind and id together", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    for (const days of ["0", "14", "365", "week"]) {
      expect(await issuesOf(await client.get(`/api/analytics?days=${days}`))).toEqual({
        days: "Days must be 7, 30 or 90",
      });
    }
    expect(await issuesOf(await client.get("/api/analytics?kind=listing"))).toHaveProperty("id");
    expect(await issuesOf(await client.get("/api/analytics?kind=home&id=x"))).toHaveProperty(
      "kind",
    );
  });
});

describe("GET /api/admin/traffic (the whole site)", () => {
  it("adds up every realtor's listings and lists the most viewed", async () => {
    const admin = await signedInClient(t, { role: "admin" });
    const site = () => getJson<AnalyticsReport>(admin.client, "/api/admin/traffic?days=7");
    const before = (await site()).totals.views;
    const one = await createProperty(t, {
      realtorId: (await signedInClient(t, { role: "realtor" })).account.id,
    });
    const other = await createProperty(t);
    for (let i = 0; i < 5; i++) await viewOf(one.id);
    await viewOf(other.id);
    const answer = await site();
    expect(answer.totals.views - before).toBe(6);
    expect(totalsOf(answer, one.id)?.views).toBe(5);
    const single = await getJson<AnalyticsReport>(
      admin.client,
      `/api/admin/traffic?days=30&kind=listing&id=${other.id}`,
    );
    expect(single.totals.views).toBe(1);
    expect(single.series).toHaveLength(30);
  });

  it("is for administrators only", async () => {
    expect((await new TestClient(t).get("/api/admin/traffic")).status).toBe(401);
    for (const role of ["user", "realtor", "photographer"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await client.get("/api/admin/traffic")).status, role).toBe(403);
    }
    const admin = await signedInClient(t, { role: "admin" });
    expect(await issuesOf(await admin.client.get("/api/admin/traffic?days=1"))).toHaveProperty(
      "days",
    );
  });
});
