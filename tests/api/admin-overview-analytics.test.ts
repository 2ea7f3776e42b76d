import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/platform/db/schema";
import type { AdminAnalytics } from "../../src/shared/admin-overview";
import { createBlogPost } from "../factories/blog";
import { createProperties } from "../factories/properties";
import { signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const ago = (ms: number) => new Date(Date.now() - ms);

let admin: ReturnType<typeof signedInClient> | undefined;
async function analytics(query = "") {
  admin ??= signedInClient(t, { role: "admin" });
  const { client } = await admin;
  return getJson<AdminAnalytics>(client, `/api/admin/analytics${query}`);
}

/** The Monday (UTC) starting the week `date` falls in, as YYYY-MM-DD. */
function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe("GET /api/admin/analytics", () => {
  it("lists 12 Monday-started weeks, oldest first and ending with this week", async () => {
    const { weeks } = await analytics();
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.weekStart).toBe(mondayOf(new Date()));
    for (const [i, week] of weeks.entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) {
        const gap = Date.parse(week.weekStart) - Date.parse(weeks[i - 1]?.weekStart ?? "");
        expect(gap).toBe(WEEK);
      }
    }
  });

  it("counts signups, new listings and published posts in the week they happened", async () => {
    const before = (await analytics("?weeks=4")).weeks;
    await t.deps.db
      .insert(user)
      .values([
        { id: randomUUID(), name: "Last Week", email: uniqueEmail(), createdAt: ago(WEEK) },
      ]);
    await createProperties(t, [
      { createdAt: ago(2 * WEEK) },
      { createdAt: ago(2 * WEEK) },
      // Before the first of the 4 weeks: not shown.
      { createdAt: ago(5 * WEEK) },
    ]);
    // Without an author, so the only new account is the one above.
    await createBlogPost(t, { at: new Date(), authorId: null });
    await createBlogPost(t, { at: ago(WEEK), status: "draft", authorId: null });
    const after = (await analytics("?weeks=4")).weeks;

    expect(after.map((week) => week.weekStart)).toEqual(before.map((week) => week.weekStart));
    const grew = after.map((week, i) => ({
      signups: week.signups - (before[i]?.signups ?? 0),
      listings: week.listings - (before[i]?.listings ?? 0),
      posts: week.posts - (before[i]?.posts ?? 0),
    }));
    expect(grew).toEqual([
      { signups: 0, listings: 0, posts: 0 },
      { signups: 0, listings: 2, posts: 0 },
      { signups: 1, listings: 0, posts: 0 },
      { signups: 0, listings: 0, posts: 1 },
    ]);
  });

  it("fills the weeks where nothing happened with zeros", async () => {
    const { weeks } = await analytics("?weeks=52");
    expect(weeks).toHaveLength(52);
    // This file never writes anything dated 30 to 50 weeks ago.
    for (const week of weeks.slice(2, 22))
      expect(week).toEqual({ weekStart: week.weekStart, signups: 0, listings: 0, posts: 0 });
  });

  it("refuses a number of weeks outside 1 to 52", async () => {
    admin ??= signedInClient(t, { role: "admin" });
    const { client } = await admin;
    for (const weeks of ["0", "53", "many"]) {
      const response = await client.get(`/api/admin/analytics?weeks=${weeks}`);
      expect(response.status, weeks).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: "weeks" }] });
    }
  });
});
