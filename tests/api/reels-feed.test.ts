import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { profiles, properties } from "../../src/server/platform/db/schema";
import type { Reel, ReelFeedPage } from "../../src/shared/reels";
import { createProperty } from "../factories/properties";
import { clearReels, createReel, createReels } from "../factories/reels";
import { createUser, signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

// Many accounts sign in from the one test address; the sign-in limit is not what is tested here.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
beforeEach(() => clearReels(t));

const feed = (query = "", client: TestClient = t.client) =>
  getJson<ReelFeedPage>(client, `/api/reels${query ? `?${query}` : ""}`);
const ids = (page: ReelFeedPage) => page.items.map((reel) => reel.id);

/** Every page of the feed, following nextCursor. */
async function walk(query: string): Promise<{ ids: string[]; pages: ReelFeedPage[] }> {
  const pages: ReelFeedPage[] = [];
  let cursor: string | null = null;
  do {
    const page = await feed(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { ids: pages.flatMap(ids), pages };
}

const at = (minutesAgo: number) => new Date(Date.UTC(2025, 0, 1, 12) - minutesAgo * 60_000);

async function expectReelNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Reel not found" });
}

describe("GET /api/reels", () => {
  it("describes each reel: video, poster renditions, author with avatar, listing, counts", async () => {
    const realtor = await createUser(t, { role: "realtor", name: "Rita Realtor" });
    await t.deps.db
      .update(profiles)
      .set({ avatarKey: `avatars/${realtor.id}/face.webp` })
      .where(eq(profiles.id, realtor.id));
    const property = await createProperty(t, { title: "Lake House" });
    const reel = await createReel(t, {
      title: "Walkthrough",
      authorId: realtor.id,
      propertyId: property.id,
      videoKey: "reels/r1/video.mp4",
      videoWidth: 1080,
      videoHeight: 1920,
      durationSeconds: 31.25,
      posterKey: "reels/r1/poster",
      posterWidths: [1080, 480, 960],
      posterWidth: 1080,
      posterHeight: 1920,
      likeCount: 7,
      commentCount: 3,
      createdAt: at(0),
    });

    const page = await feed();
    expect(page).toEqual({
      nextCursor: null,
      previousCursor: null,
      items: [
        {
          id: reel.id,
          title: "Walkthrough",
          video: {
            url: "/media/reels/r1/video.mp4",
            contentType: "video/mp4",
            width: 1080,
            height: 1920,
            durationSeconds: 31.25,
            renditions: [{ url: "/media/reels/r1/video.mp4", width: 1080, height: 1920 }],
            captions: null,
          },
          poster: {
            src: "/media/reels/r1/poster-960.webp",
            srcSet:
              "/media/reels/r1/poster-480.webp 480w, /media/reels/r1/poster-960.webp 960w, /media/reels/r1/poster-1080.webp 1080w",
            width: 1080,
            height: 1920,
          },
          author: {
            id: realtor.id,
            name: "Rita Realtor",
            avatarUrl: `/media/avatars/${realtor.id}/face.webp`,
          },
          videoBy: null,
          property: { id: property.id, title: "Lake House" },
          likeCount: 7,
          commentCount: 3,
          likedByMe: false,
          createdAt: at(0).toISOString(),
        } satisfies Reel,
      ],
    });
  });

  it("shows no author or listing once they are gone, and no avatar when none is set", async () => {
    const property = await createProperty(t);
    const withListing = await createReel(t, { propertyId: property.id, createdAt: at(0) });
    const orphan = await createReel(t, { authorId: null, createdAt: at(1) });
    await t.deps.db.delete(properties).where(eq(properties.id, property.id));

    const [first, second] = (await feed()).items;
    expect(first).toMatchObject({ id: withListing.id, property: null });
    expect(first?.author).toEqual({
      id: withListing.authorId,
      name: "Reel Realtor",
      avatarUrl: null,
    });
    expect(second).toMatchObject({ id: orphan.id, author: null, property: null });
  });

  it("lists newest first, 10 per page by default, up to 30", async () => {
    const rows = await createReels(
      t,
      Array.from({ length: 32 }, (_, i) => ({ createdAt: at(i) })),
    );
    const first = await feed();
    expect(ids(first)).toEqual(rows.slice(0, 10).map((row) => row.id));
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(ids(await feed("limit=30"))).toEqual(rows.slice(0, 30).map((row) => row.id));
  });

  it("walks every reel exactly once when many share a creation time", async () => {
    // 23 reels over 3 creation times: ties to split across pages, broken by id.
    const rows = await createReels(
      t,
      Array.from({ length: 23 }, (_, i) => ({ createdAt: at(i % 3) })),
    );
    const { ids: walked, pages } = await walk("limit=4");
    expect(pages).toHaveLength(6);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(new Set(walked).size).toBe(23);
    expect([...walked].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(walked).toEqual(ids(await feed("limit=30")));
  });

  it("ends with nextCursor null when the reels fill the pages exactly", async () => {
    await createReels(
      t,
      Array.from({ length: 4 }, (_, i) => ({ createdAt: at(i) })),
    );
    const { pages } = await walk("limit=2");
    expect(pages.map((page) => page.items.length)).toEqual([2, 2]);
    expect(pages[1]?.nextCursor).toBeNull();
  });

  it("answers an empty feed with no items", async () => {
    expect(await feed()).toEqual({ items: [], nextCursor: null, previousCursor: null });
  });

  it.each([
    ["cursor=not-a-cursor", "cursor", "Cursor is not valid"],
    [
      `cursor=${Buffer.from('["newest","yesterday","x"]').toString("base64url")}`,
      "cursor",
      "Cursor is not valid",
    ],
    ["limit=31", "limit", "Limit must be at most 30"],
    ["limit=0", "limit", "Limit must be at least 1"],
    ["limit=ten", "limit", "Limit must be a number"],
  ])("rejects %s with an issue on %s", async (query, path, message) => {
    const response = await t.client.get(`/api/reels?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues).toEqual([{ path, message }]);
  });
});

describe("GET /api/reels?from=", () => {
  it("starts at the shared reel and goes on with older ones", async () => {
    const rows = await createReels(
      t,
      Array.from({ length: 6 }, (_, i) => ({ createdAt: at(i) })),
    );
    const shared = rows[2];
    const page = await feed(`from=${shared?.id}&limit=2`);
    expect(ids(page)).toEqual([rows[2]?.id, rows[3]?.id]);
    const next = await feed(`from=${shared?.id}&limit=2&cursor=${page.nextCursor}`);
    expect(ids(next)).toEqual([rows[4]?.id, rows[5]?.id]);
    expect(next.nextCursor).toBeNull();
    // The oldest reel is a page of its own.
    expect(ids(await feed(`from=${rows[5]?.id}`))).toEqual([rows[5]?.id]);
  });

  it("goes on both ways: the newer reels before the shared one, a page at a time", async () => {
    const rows = await createReels(
      t,
      Array.from({ length: 6 }, (_, i) => ({ createdAt: at(i) })),
    );
    const oldest = await feed(`from=${rows[5]?.id}&limit=2`);
    expect(ids(oldest)).toEqual([rows[5]?.id]);
    expect(oldest.nextCursor).toBeNull();
    expect(oldest.previousCursor).toEqual(expect.any(String));
    const newer = await feed(
      `from=${rows[5]?.id}&limit=2&cursor=${oldest.previousCursor}&direction=newer`,
    );
    expect(ids(newer)).toEqual([rows[3]?.id, rows[4]?.id]);
    expect(newer.nextCursor).toBeNull();
    const newest = await feed(`limit=2&cursor=${newer.previousCursor}&direction=newer`);
    expect(ids(newest)).toEqual([rows[1]?.id, rows[2]?.id]);
    const top = await feed(`limit=2&cursor=${newest.previousCursor}&direction=newer`);
    expect(ids(top)).toEqual([rows[0]?.id]);
    expect(top.previousCursor).toBeNull();
    // The newest reel's link and the plain feed have nothing newer.
    expect((await feed(`from=${rows[0]?.id}`)).previousCursor).toBeNull();
    expect((await feed()).previousCursor).toBeNull();
  });

  it("keeps the feed's order among reels posted at the same time", async () => {
    await createReels(
      t,
      Array.from({ length: 5 }, () => ({ createdAt: at(1) })),
    );
    const order = ids(await feed());
    const page = await feed(`from=${order[2]}`);
    expect(ids(page)).toEqual(order.slice(2));
  });

  it("answers an unknown or malformed reel with 404", async () => {
    await createReel(t);
    await expectReelNotFound(await t.client.get(`/api/reels?from=${crypto.randomUUID()}`));
    await expectReelNotFound(await t.client.get("/api/reels?from=not-a-reel"));
  });
});

describe("likedByMe and caching", () => {
  it("is false signed out, with a short public cache that varies on the cookie", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    expect((await client.request("PUT", `/api/reels/${reel.id}/like`)).status).toBe(200);

    const response = await t.client.get("/api/reels");
    expect(response.headers.get("cache-control")).toBe("public, max-age=15");
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/i);
    expect(((await response.json()) as ReelFeedPage).items[0]?.likedByMe).toBe(false);
  });

  it("tells each signed-in user which reels they like, privately", async () => {
    const [newer, older] = await createReels(t, [{ createdAt: at(0) }, { createdAt: at(1) }]);
    const { client: fan } = await signedInClient(t);
    const { client: other } = await signedInClient(t);
    await fan.request("PUT", `/api/reels/${older?.id}/like`);

    const response = await fan.get("/api/reels");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/i);
    const page = (await response.json()) as ReelFeedPage;
    expect(page.items.map((reel) => [reel.id, reel.likedByMe])).toEqual([
      [newer?.id, false],
      [older?.id, true],
    ]);
    expect((await feed("", other)).items.map((reel) => reel.likedByMe)).toEqual([false, false]);
    expect((await getJson<Reel>(fan, `/api/reels/${older?.id}`)).likedByMe).toBe(true);
  });
});

describe("GET /api/reels/:id", () => {
  it("returns the reel as the feed shows it, with the same caching", async () => {
    const reel = await createReel(t, { propertyId: (await createProperty(t)).id });
    const response = await t.client.get(`/api/reels/${reel.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=15");
    expect(await response.json()).toEqual((await feed()).items[0]);

    const { client } = await signedInClient(t);
    const signedIn = await client.get(`/api/reels/${reel.id}`);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers unknown and malformed ids with 404 Reel not found", async () => {
    await expectReelNotFound(await t.client.get(`/api/reels/${crypto.randomUUID()}`));
    await expectReelNotFound(await t.client.get("/api/reels/not-a-uuid"));
    await expectReelNotFound(await t.client.get("/api/reels/'%20or%201=1"));
  });
});
