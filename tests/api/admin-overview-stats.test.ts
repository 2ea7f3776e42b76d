import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accessRequests, user } from "../../src/server/platform/db/schema";
import type { AdminStats, AdminTimeframe } from "../../src/shared/admin-overview";
import { clearBlog, createBlogPost } from "../factories/blog";
import { clearProperties, createProperties } from "../factories/properties";
import { clearReels, createReels } from "../factories/reels";
import { signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

async function adminClient() {
  return (await signedInClient(t, { role: "admin" })).client;
}

const stats = (client: TestClient, timeframe?: AdminTimeframe) =>
  getJson<AdminStats>(client, `/api/admin/stats${timeframe ? `?timeframe=${timeframe}` : ""}`);

/** Accounts written directly so their creation time can be chosen. */
async function insertUsers(createdAt: Date[]) {
  const rows = createdAt.map((at) => ({
    id: randomUUID(),
    name: "Dated Person",
    email: uniqueEmail("dated"),
    createdAt: at,
  }));
  await t.deps.db.insert(user).values(rows);
  return rows;
}

describe("GET /api/admin/stats", () => {
  it("counts listings, reels and articles per timeframe with the change against the previous period", async () => {
    const admin = await adminClient();
    await clearProperties(t);
    await clearReels(t);
    await clearBlog(t);
    const listingAges = [HOUR, 30 * HOUR, 3 * DAY, 10 * DAY, 20 * DAY, 45 * DAY, 70 * DAY];
    await createProperties(
      t,
      listingAges.map((age, i) => ({ createdAt: ago(age), isFeatured: i % 3 === 0 })),
    );
    await createReels(t, [{ createdAt: ago(5 * DAY) }, { createdAt: ago(12 * DAY) }]);
    for (const age of [2 * HOUR, 8 * DAY, 9 * DAY, 10 * DAY])
      await createBlogPost(t, { at: ago(age) });
    // A draft is not an article yet.
    await createBlogPost(t, { at: ago(HOUR), status: "draft" });

    const day = await stats(admin, "day");
    expect(day.timeframe).toBe("day");
    expect(day.cards.properties).toEqual({ total: 7, current: 1, previous: 1, change: 0 });
    expect(day.cards.reels).toEqual({ total: 2, current: 0, previous: 0, change: 0 });
    expect(day.cards.blogArticles).toEqual({ total: 4, current: 1, previous: 0, change: null });
    expect(day.newListings).toBe(1);
    expect(day.featured).toBe(3);

    const week = await stats(admin, "week");
    expect(week.cards.properties).toEqual({ total: 7, current: 3, previous: 1, change: 200 });
    expect(week.cards.reels).toEqual({ total: 2, current: 1, previous: 1, change: 0 });
    expect(week.cards.blogArticles).toEqual({ total: 4, current: 1, previous: 3, change: -67 });
    expect(week.newListings).toBe(3);

    const month = await stats(admin, "month");
    expect(month.cards.properties).toEqual({ total: 7, current: 5, previous: 1, change: 400 });
    expect(month.cards.reels).toEqual({ total: 2, current: 2, previous: 0, change: null });
    expect(month.cards.blogArticles).toEqual({ total: 4, current: 4, previous: 0, change: null });
    expect(month.newListings).toBe(5);
    expect(month.featured).toBe(3);
  });

  it("counts accounts and signups per period", async () => {
    const admin = await adminClient();
    const before = {
      week: await stats(admin, "week"),
      month: await stats(admin, "month"),
      day: await stats(admin, "day"),
    };
    await insertUsers([2 * HOUR, 2 * DAY, 3 * DAY, 10 * DAY, 40 * DAY, 90 * DAY].map(ago));
    const after = {
      week: await stats(admin, "week"),
      month: await stats(admin, "month"),
      day: await stats(admin, "day"),
    };
    const grew = (timeframe: AdminTimeframe) => ({
      total: after[timeframe].cards.users.total - before[timeframe].cards.users.total,
      current: after[timeframe].cards.users.current - before[timeframe].cards.users.current,
      previous: after[timeframe].cards.users.previous - before[timeframe].cards.users.previous,
    });
    expect(grew("day")).toEqual({ total: 6, current: 1, previous: 0 });
    expect(grew("week")).toEqual({ total: 6, current: 3, previous: 1 });
    expect(grew("month")).toEqual({ total: 6, current: 4, previous: 1 });
    // Recent Signups follows the Day / Week / Month switch like the other cards (decision 014).
    expect(after.day.recentSignups - before.day.recentSignups).toBe(1);
    expect(after.week.recentSignups - before.week.recentSignups).toBe(3);
    expect(after.month.recentSignups - before.month.recentSignups).toBe(4);
  });

  it("counts only the access requests still waiting for a decision", async () => {
    const admin = await adminClient();
    const before = (await stats(admin)).pendingRequests;
    const people = await insertUsers([ago(HOUR), ago(HOUR), ago(HOUR)]);
    await t.deps.db.insert(accessRequests).values(
      people.map((person, i) => ({
        userId: person.id,
        requestType: "realtor",
        fullName: person.name,
        status: (["pending", "approved", "rejected"] as const)[i],
      })),
    );
    expect((await stats(admin)).pendingRequests).toBe(before + 1);
  });

  it("defaults to the week, says when it was read and refuses an unknown timeframe", async () => {
    const admin = await adminClient();
    const startedAt = Date.now();
    const response = await admin.get("/api/admin/stats");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as AdminStats;
    expect(body.timeframe).toBe("week");
    expect(Date.parse(body.generatedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(body.generatedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const bad = await admin.get("/api/admin/stats?timeframe=year");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "timeframe", message: "Timeframe must be day, week or month" }],
    });
  });

  it("answers only administrators on every overview route", async () => {
    const anonymous = new TestClient(t);
    const { client: realtor } = await signedInClient(t, { role: "realtor" });
    const paths = [
      "/api/admin/stats",
      "/api/admin/activities",
      "/api/admin/pending-tasks",
      "/api/admin/search?q=ab",
      "/api/admin/analytics",
      "/api/admin/settings",
    ];
    for (const path of paths) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await realtor.get(path)).status, path).toBe(403);
    }
  });
});
