import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { reels, user } from "../../src/server/platform/db/schema";
import {
  MANAGE_REEL_MESSAGES,
  type ManagedReel,
  REEL_VIDEO_MAX_BYTES,
  VIDEO_REJECTION_MESSAGES,
} from "../../src/shared/manage-reels";
import type { ReelFeedPage } from "../../src/shared/reels";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import {
  failingStorage,
  posterJpeg,
  storedReelFiles,
  storedReelFolders,
  uploadReel,
  uploadReelOk,
  videoFixture,
} from "../factories/manage-reels";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const TYPE_ERROR = VIDEO_REJECTION_MESSAGES.unsupported;

async function expectVideoRefused(response: Response, status: number, message: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as { issues?: { path: string; message: string }[] };
  expect(body.issues).toContainEqual({ path: "video", message });
}

describe("POST /api/manage/reels: who may upload", () => {
  it("is 401 signed out and 403 for members and photographers, before reading the body", async () => {
    expect((await uploadReel(new TestClient(t))).status).toBe(401);
    for (const role of ["user", "photographer"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await uploadReel(client)).status).toBe(403);
    }
    expect(storedReelFiles(t)).toEqual([]);
  });
});

describe("POST /api/manage/reels: accepted uploads", () => {
  it("stores an MP4 measured from its container, with a poster in the reel widths", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
    const reel = await uploadReelOk(client, { title: "  Loft tour  " });
    expect(reel).toMatchObject({
      title: "Loft tour",
      author: { id: account.id, name: "Rita Realtor" },
      property: null,
      likeCount: 0,
      commentCount: 0,
      video: { contentType: "video/mp4", width: 180, height: 320, durationSeconds: 2 },
    });
    expect(reel.video.url).toBe(`/media/reels/${reel.id}/video.mp4`);
    // 360 is the smallest reel width and the poster is 360 wide: never enlarged.
    expect(reel.poster).toMatchObject({ width: 360, height: 640 });
    const video = await client.get(reel.video.url);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(videoFixture("portrait.mp4"));
    const poster = await client.get(reel.poster.src);
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("accepts WebM, also one recorded without a Duration, whatever the name says", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const webm = await uploadReelOk(client, {
      video: {
        bytes: videoFixture("landscape.webm"),
        name: "clip.bin",
        type: "application/octet-stream",
      },
    });
    expect(webm.video).toMatchObject({ contentType: "video/webm", width: 320, height: 180 });
    expect(webm.video.durationSeconds).toBeCloseTo(1.53, 2);
    expect(webm.video.url).toMatch(/\/video\.webm$/);
    const recorded = await uploadReelOk(client, {
      video: { bytes: videoFixture("recorded.webm"), type: "video/webm" },
    });
    expect(recorded.video).toMatchObject({ width: 160, height: 120 });
    expect(recorded.video.durationSeconds).toBeGreaterThan(1.5);
  });

  it("accepts an MP4 whose moov box comes after the media data", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await uploadReelOk(client, { video: { bytes: videoFixture("moov-at-end.mp4") } });
    expect(reel.video).toMatchObject({ width: 160, height: 120, durationSeconds: 1 });
  });

  it("shows the new reel first in the public feed at once", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await uploadReelOk(client, { title: "Fresh on the feed" });
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels");
    expect(feed.items[0]).toMatchObject({ id: reel.id, title: "Fresh on the feed" });
    expect(feed.items[0]?.video.url).toBe(reel.video.url);
  });

  it("writes a reel_created activity row for whoever uploads", async () => {
    const { client, account } = await signedInAdmin(t);
    const reel = await uploadReelOk(client, { title: "Admin's reel" });
    const rows = await activitiesAbout(t, reel.id);
    expect(rows).toMatchObject([
      {
        adminId: account.id,
        action: "reel_created",
        targetType: "reel",
        details: { title: "Admin's reel" },
      },
    ]);
  });
});

describe("POST /api/manage/reels: videos checked by their bytes", () => {
  it.each([
    ["a text file renamed .mp4", new TextEncoder().encode("just some words, not a video")],
    ["a JPEG renamed .mp4", null],
    ["a QuickTime movie", videoFixture("clip.mov")],
    ["a Matroska (not WebM) file", videoFixture("clip.mkv")],
    ["an AVI", videoFixture("clip.avi")],
  ])("refuses %s", async (_name, bytes) => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const video = bytes ?? new Uint8Array(await posterJpeg(32, 32));
    await expectVideoRefused(
      await uploadReel(client, { video: { bytes: video, name: "tour.mp4", type: "video/mp4" } }),
      400,
      TYPE_ERROR,
    );
  });

  it("refuses an MP4 cut before its moov box as unreadable", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const whole = videoFixture("moov-at-end.mp4");
    await expectVideoRefused(
      await uploadReel(client, { video: { bytes: whole.subarray(0, 1500) } }),
      400,
      VIDEO_REJECTION_MESSAGES.unreadable,
    );
  });

  it("refuses a video longer than three minutes", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    await expectVideoRefused(
      await uploadReel(client, { video: { bytes: videoFixture("long.mp4") } }),
      400,
      VIDEO_REJECTION_MESSAGES["too-long"],
    );
  });

  it("refuses a body announced as larger than the limit without reading it", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await client.request("POST", "/api/manage/reels", {
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(REEL_VIDEO_MAX_BYTES * 2),
      },
    });
    await expectVideoRefused(response, 413, "Videos must be 100 MB or smaller");
  });

  it("refuses a video one byte over 100 MB", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFiles(t);
    const big = new Uint8Array(REEL_VIDEO_MAX_BYTES + 1);
    big.set(videoFixture("portrait.mp4"));
    await expectVideoRefused(
      await uploadReel(client, { video: { bytes: big } }),
      413,
      VIDEO_REJECTION_MESSAGES["too-large"],
    );
    expect(storedReelFiles(t)).toEqual(before);
  });

  it("reports every missing field at once", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await uploadReel(client, { video: null, poster: null, title: "   " });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: unknown[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "video", message: TYPE_ERROR },
        { path: "poster", message: MANAGE_REEL_MESSAGES.posterRequired },
        { path: "title", message: "Title is required" },
      ]),
    );
  });

  it("refuses a title over 100 characters", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await uploadReel(client, { title: "x".repeat(101) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "title", message: "Title must be at most 100 characters" }],
    });
  });

  it("refuses a poster that is not an image, on the poster field", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFiles(t);
    const response = await uploadReel(client, {
      poster: { bytes: "<svg xmlns='http://www.w3.org/2000/svg'/>", name: "p.jpg" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "poster", message: "Please upload an image file" }],
    });
    // The video was written alongside the poster, and removed again.
    expect(storedReelFiles(t)).toEqual(before);
  });

  it("leaves no empty reel folder behind a refused or deleted upload", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFolders(t);
    const refused = await uploadReel(client, { poster: { bytes: "not an image", name: "p.jpg" } });
    expect(refused.status).toBe(400);
    const tooLong = await uploadReel(client, { video: { bytes: videoFixture("long.mp4") } });
    expect(tooLong.status).toBe(400);
    expect(storedReelFolders(t)).toEqual(before);
    const reel = await uploadReelOk(client);
    expect(storedReelFolders(t)).toContain(`files/${reel.id}`);
    expect((await client.delete(`/api/manage/reels/${reel.id}`)).status).toBe(204);
    expect(storedReelFolders(t)).toEqual(before);
  });
});

describe("POST /api/manage/reels: linking a listing", () => {
  it("lets a realtor link their own listing and an admin any", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const own = await createProperty(t, { realtorId: account.id, title: "Own place" });
    const reel = await uploadReelOk(realtor, { propertyId: own.id });
    expect(reel.property).toEqual({ id: own.id, title: "Own place" });
    const { client: admin } = await signedInAdmin(t);
    const adminReel = await uploadReelOk(admin, { propertyId: own.id });
    expect(adminReel.property?.id).toBe(own.id);
  });

  it("refuses another realtor's listing (403) and an unknown one (400), storing nothing", async () => {
    const other = await signedInClient(t, { role: "realtor" });
    const theirs = await createProperty(t, { realtorId: other.account.id });
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFiles(t);
    const forbidden = await uploadReel(client, { propertyId: theirs.id });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      issues: [{ path: "propertyId", message: MANAGE_REEL_MESSAGES.propertyNotYours }],
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const unknown = await uploadReel(client, { propertyId: id });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        issues: [{ path: "propertyId", message: MANAGE_REEL_MESSAGES.propertyNotFound }],
      });
    }
    expect(storedReelFiles(t)).toEqual(before);
  });
});

describe("POST /api/manage/reels: all or nothing", () => {
  it("leaves no file, row or activity when a storage write fails", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    // The video and the poster's three widths are the four writes.
    for (const failOn of [1, 2, 3, 4]) {
      const app = createApp({ ...t.deps, storage: failingStorage(t.deps.storage, failOn) });
      const client = new TestClient({ app });
      for (const [name, value] of realtor.cookies) client.cookies.set(name, value);
      const before = storedReelFiles(t);
      const response = await uploadReel(client, {
        poster: { bytes: await posterJpeg(1200, 2000) },
      });
      expect(response.status, `write ${failOn}`).toBe(500);
      expect(storedReelFiles(t), `write ${failOn}`).toEqual(before);
    }
    expect(await t.deps.db.select().from(reels).where(eq(reels.authorId, account.id))).toEqual([]);
  });

  it("removes the stored files when the row cannot be written", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFiles(t);
    // The author's account is deleted while the files are being stored: the insert then breaks
    // its foreign key, after every file is written.
    const storage = t.deps.storage;
    const app = createApp({
      ...t.deps,
      storage: {
        driver: storage.driver,
        put: (key, data, options) => storage.put(key, data, options),
        putStream: async (key, body, options) => {
          await storage.putStream(key, body, options);
          if (key.endsWith("video.mp4"))
            await t.deps.db.delete(user).where(eq(user.id, account.id));
        },
        stat: (key) => storage.stat(key),
        get: (key, range) => storage.get(key, range),
        delete: (key) => storage.delete(key),
      },
    });
    const client = new TestClient({ app });
    for (const [name, value] of realtor.cookies) client.cookies.set(name, value);
    const response = await uploadReel(client);
    expect(response.status).toBe(500);
    expect(storedReelFiles(t)).toEqual(before);
    const rows = await t.deps.db.select().from(reels).where(eq(reels.authorId, account.id));
    expect(rows).toEqual([]);
  });

  it("answers the reel as the management list shows it", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await uploadReelOk(client);
    const list = await getJson<{ items: ManagedReel[] }>(client, "/api/manage/reels");
    expect(list.items[0]).toEqual(reel);
  });
});
