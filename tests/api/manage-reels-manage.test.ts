import { describe, expect, it } from "vitest";
import {
  MANAGE_REEL_MESSAGES,
  type ManagedReel,
  type ManagedReelPage,
  type ReelPropertyOption,
} from "../../src/shared/manage-reels";
import type { ReelFeedPage } from "../../src/shared/reels";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { publishReel, storedReelFiles } from "../factories/manage-reels";
import { createProperty } from "../factories/properties";
import { createReel, createReels } from "../factories/reels";
import { createUser, signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("who may manage reels", () => {
  it("is 401 signed out and 403 for members and photographers on every route", async () => {
    const reel = await createReel(t);
    const anon = new TestClient(t);
    const member = (await signedInClient(t, { role: "user" })).client;
    const photographer = (await signedInClient(t, { role: "photographer" })).client;
    for (const [client, status] of [
      [anon, 401],
      [member, 403],
      [photographer, 403],
    ] as const) {
      expect((await client.get("/api/manage/reels")).status).toBe(status);
      expect((await client.get("/api/manage/reels/properties")).status).toBe(status);
      expect((await client.patch(`/api/manage/reels/${reel.id}`, { title: "x" })).status).toBe(
        status,
      );
      expect((await client.delete(`/api/manage/reels/${reel.id}`)).status).toBe(status);
    }
  });

  it("lets a realtor edit and delete only their own reels, and an admin any", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const others = await createReel(t);
    const own = await createReel(t, { authorId: account.id });
    const patch = await realtor.patch(`/api/manage/reels/${others.id}`, { title: "Mine now" });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({ message: MANAGE_REEL_MESSAGES.notYours });
    expect((await realtor.delete(`/api/manage/reels/${others.id}`)).status).toBe(403);
    expect((await realtor.patch(`/api/manage/reels/${own.id}`, { title: "Mine" })).status).toBe(
      200,
    );
    const { client: admin } = await signedInAdmin(t);
    expect((await admin.patch(`/api/manage/reels/${others.id}`, { title: "Fixed" })).status).toBe(
      200,
    );
    expect((await admin.delete(`/api/manage/reels/${own.id}`)).status).toBe(204);
  });

  it("answers unknown and malformed ids with 404", async () => {
    const { client } = await signedInAdmin(t);
    for (const id of [UNKNOWN_ID, "nope", "1"]) {
      expect((await client.patch(`/api/manage/reels/${id}`, { title: "x" })).status).toBe(404);
      expect((await client.delete(`/api/manage/reels/${id}`)).status).toBe(404);
    }
  });
});

describe("GET /api/manage/reels", () => {
  it("gives a realtor their own reels only, newest first, with counts and links", async () => {
    const author = await createUser(t, { role: "realtor", name: "Owen Owner" });
    const listing = await createProperty(t, { realtorId: author.id, title: "Lake house" });
    const now = Date.now();
    const [older, newer] = await createReels(t, [
      { authorId: author.id, title: "Older", createdAt: new Date(now - 60_000), likeCount: 4 },
      {
        authorId: author.id,
        title: "Newer",
        createdAt: new Date(now),
        propertyId: listing.id,
        commentCount: 2,
      },
    ]);
    await createReel(t, { title: "Someone else's" });
    const client = new TestClient(t);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: author.email,
      password: author.password,
    });
    expect(signIn.status).toBe(200);
    const page = await getJson<ManagedReelPage>(client, "/api/manage/reels");
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items.map((reel) => reel.id)).toEqual([newer?.id, older?.id]);
    expect(page.items[0]).toMatchObject({
      title: "Newer",
      property: { id: listing.id, title: "Lake house" },
      author: { id: author.id, name: "Owen Owner" },
      commentCount: 2,
    });
    expect(page.items[1]).toMatchObject({ property: null, likeCount: 4 });
    expect(page.items[0]?.poster.src).toMatch(/^\/media\/reels\//);
  });

  it("gives an admin every reel, searched by title and paged on the server", async () => {
    const { client } = await signedInAdmin(t);
    const tag = `page-${Date.now()}`;
    await createReels(
      t,
      Array.from({ length: 12 }, (_, i) => ({
        title: `${tag} reel ${i}`,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = await getJson<ManagedReelPage>(client, `/api/manage/reels?q=${tag}`);
    expect(first).toMatchObject({ total: 12, page: 1 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.title).toBe(`${tag} reel 0`);
    const second = await getJson<ManagedReelPage>(client, `/api/manage/reels?q=${tag}&page=2`);
    expect(second.items.map((reel) => reel.title)).toEqual([`${tag} reel 10`, `${tag} reel 11`]);
    const none = await getJson<ManagedReelPage>(client, `/api/manage/reels?q=${tag}-nothing`);
    expect(none).toMatchObject({ total: 0, items: [] });
    // LIKE wildcards are searched as text.
    const percent = await getJson<ManagedReelPage>(client, "/api/manage/reels?q=%25%25%25");
    expect(percent.total).toBe(0);
  });

  it("refuses a bad page number with a field issue", async () => {
    const { client } = await signedInAdmin(t);
    const response = await client.get("/api/manage/reels?page=0");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: "page" }] });
  });
});

describe("GET /api/manage/reels/properties", () => {
  it("offers a realtor their own listings and an admin any, by title", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const tag = `opt-${Date.now()}`;
    const own = await createProperty(t, { realtorId: account.id, title: `${tag} own` });
    const theirs = await createProperty(t, { title: `${tag} theirs` });
    const mine = await getJson<{ items: ReelPropertyOption[] }>(
      realtor,
      `/api/manage/reels/properties?q=${tag}`,
    );
    expect(mine.items.map((item) => item.id)).toEqual([own.id]);
    const { client: admin } = await signedInAdmin(t);
    const all = await getJson<{ items: ReelPropertyOption[] }>(
      admin,
      `/api/manage/reels/properties?q=${tag}`,
    );
    expect(all.items.map((item) => item.id)).toEqual([own.id, theirs.id]);
    expect(all.items[0]).toEqual({
      id: own.id,
      title: `${tag} own`,
      city: own.city,
      state: own.state,
    });
  });
});

describe("PATCH /api/manage/reels/:id", () => {
  it("changes the title and the linked listing, unlinks with null, and logs each edit", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: account.id, title: "Corner lot" });
    const reel = await createReel(t, { authorId: account.id, title: "Before" });
    const renamed = await client.patch(`/api/manage/reels/${reel.id}`, {
      title: "  After  ",
      propertyId: listing.id,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      id: reel.id,
      title: "After",
      property: { id: listing.id, title: "Corner lot" },
    });
    const unlinked = await client.patch(`/api/manage/reels/${reel.id}`, { propertyId: null });
    expect(((await unlinked.json()) as ManagedReel).property).toBeNull();
    const rows = await activitiesAbout(t, reel.id);
    expect(rows.map((row) => [row.action, row.targetType, row.adminId, row.details])).toEqual([
      ["reel_updated", "reel", account.id, { title: "After" }],
      ["reel_updated", "reel", account.id, { title: "After" }],
    ]);
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels");
    expect(feed.items.find((item) => item.id === reel.id)).toMatchObject({
      title: "After",
      property: null,
    });
  });

  it("refuses empty titles, unknown fields and empty changes", async () => {
    const { client } = await signedInAdmin(t);
    const reel = await createReel(t);
    const cases: [unknown, string][] = [
      [{ title: "  " }, "title"],
      [{ title: "x".repeat(101) }, "title"],
      [{ authorId: "someone" }, "(body)"],
      [{}, "(body)"],
    ];
    for (const [body, path] of cases) {
      const response = await client.patch(`/api/manage/reels/${reel.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { issues: { path: string }[] };
      expect(error.issues[0]?.path, JSON.stringify(body)).toBe(path);
    }
  });

  it("lets a realtor link only their own listing; an admin links any", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const reel = await createReel(t, { authorId: account.id });
    const theirs = await createProperty(t);
    const forbidden = await client.patch(`/api/manage/reels/${reel.id}`, { propertyId: theirs.id });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      issues: [{ path: "propertyId", message: MANAGE_REEL_MESSAGES.propertyNotYours }],
    });
    const unknown = await client.patch(`/api/manage/reels/${reel.id}`, { propertyId: UNKNOWN_ID });
    expect(unknown.status).toBe(400);
    const { client: admin } = await signedInAdmin(t);
    const linked = await admin.patch(`/api/manage/reels/${reel.id}`, { propertyId: theirs.id });
    expect(((await linked.json()) as ManagedReel).property?.id).toBe(theirs.id);
  });
});

// The reel is published through a transcode, slower beside other test files.
describe("DELETE /api/manage/reels/:id", { timeout: 90_000 }, () => {
  it("removes the row, its files and its feed entry, and logs the title", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client, { title: "Going away", captions: "Going, going, gone" });
    const prefix = `${reel.id}/`;
    expect(storedReelFiles(t).filter((file) => file.startsWith(prefix)).length).toBeGreaterThan(1);
    const response = await client.delete(`/api/manage/reels/${reel.id}`);
    expect(response.status).toBe(204);
    expect(storedReelFiles(t).filter((file) => file.startsWith(prefix))).toEqual([]);
    expect((await client.get(reel.video.url)).status).toBe(404);
    expect((await new TestClient(t).get(`/api/reels/${reel.id}`)).status).toBe(404);
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels?limit=30");
    expect(feed.items.map((item) => item.id)).not.toContain(reel.id);
    expect((await client.delete(`/api/manage/reels/${reel.id}`)).status).toBe(404);
    const rows = await activitiesAbout(t, reel.id);
    expect(rows.map((row) => [row.action, row.adminId, row.details])).toEqual([
      ["reel_created", account.id, { title: "Going away" }],
      ["reel_deleted", account.id, { title: "Going away" }],
    ]);
  });
});
