import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { reelUploads, user } from "../../src/server/platform/db/schema";
import {
  MANAGE_REEL_MESSAGES,
  type ManagedReelPage,
  REEL_UPLOADS_IN_PROGRESS_MAX,
  REEL_VIDEO_MAX_BYTES,
  type ReelUploadState,
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

// Uploads stay processing here: what they become is reel-processing.test.ts's subject.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000", VIDEO_TRANSCODE_CONCURRENCY: "0" });

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
  it("takes an MP4 in for processing (202), keeping its original out of /media", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
    const upload = await uploadReelOk(client, { title: "  Loft tour  " });
    expect(upload).toMatchObject({
      title: "Loft tour",
      status: "processing",
      progress: 0,
      failure: null,
      author: { id: account.id, name: "Rita Realtor" },
      property: null,
    });
    const [row] = await t.deps.db.select().from(reelUploads).where(eq(reelUploads.id, upload.id));
    expect(row).toMatchObject({ sourceContentType: "video/mp4", sourceBytes: 5462 });
    expect(row?.sourceKey).toBe(`private/reel-uploads/${upload.id}/source.mp4`);
    expect((await client.get(`/media/${row?.sourceKey}`)).status).toBe(404);
    // Not on the feed until it is processed.
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels");
    expect(feed.items.map((item) => item.id)).not.toContain(upload.id);
  });

  it.each([
    ["a QuickTime movie", "clip.mov", "video/quicktime"],
    ["a WebM, whatever the name says", "landscape.webm", "video/webm"],
    ["a WebM recorded without a Duration", "recorded.webm", "video/webm"],
    ["a Matroska file (FFmpeg reads it)", "clip.mkv", "video/webm"],
    ["an MP4 whose moov box comes after the media data", "moov-at-end.mp4", "video/mp4"],
  ])("accepts %s", async (_name, file, contentType) => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadReelOk(client, {
      video: { bytes: videoFixture(file), name: "clip.bin", type: "application/octet-stream" },
    });
    const [row] = await t.deps.db.select().from(reelUploads).where(eq(reelUploads.id, upload.id));
    expect(row?.sourceContentType).toBe(contentType);
  });

  it("writes a reel_created activity row for whoever uploads", async () => {
    const { client, account } = await signedInAdmin(t);
    const upload = await uploadReelOk(client, { title: "Admin's reel" });
    const rows = await activitiesAbout(t, upload.id);
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

  it("refuses a body announced as larger than the limit without reading it", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await client.request("POST", "/api/manage/reels", {
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(REEL_VIDEO_MAX_BYTES * 2),
      },
    });
    await expectVideoRefused(response, 413, "Videos must be 200 MB or smaller");
  });

  it("refuses a video one byte over 200 MB", async () => {
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

  it("reports every missing field at once; the poster may be left out", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const response = await uploadReel(client, { video: null, poster: null, title: "   " });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: unknown[] };
    expect(body.issues).toEqual([
      { path: "video", message: TYPE_ERROR },
      { path: "title", message: "Title is required" },
    ]);
    expect((await uploadReel(client, { poster: null })).status).toBe(202);
  });

  it("refuses captions that are a file with no caption in it, on the captions field", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = storedReelFiles(t);
    const response = await uploadReel(client, { captions: "WEBVTT\n\nno timings here\n" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "captions", message: MANAGE_REEL_MESSAGES.captionsInvalid }],
    });
    expect(storedReelFiles(t)).toEqual(before);
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
    expect(storedReelFolders(t)).toEqual(before);
    const upload = await uploadReelOk(client);
    expect(storedReelFolders(t)).toContain(`files/${upload.id}`);
    expect((await client.delete(`/api/manage/reels/uploads/${upload.id}`)).status).toBe(204);
    expect(storedReelFolders(t)).toEqual(before);
  });
});

describe("POST /api/manage/reels: videos processing at once", () => {
  it("refuses one more while three are processing (409); a failed one makes room", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const uploads: ReelUploadState[] = [];
    for (let i = 0; i < REEL_UPLOADS_IN_PROGRESS_MAX; i++) uploads.push(await uploadReelOk(client));
    const refused = await uploadReel(client);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      issues: [{ path: "video", message: MANAGE_REEL_MESSAGES.tooManyInProgress }],
    });
    const failed = uploads[0] as ReelUploadState;
    await t.deps.db
      .update(reelUploads)
      .set({ status: "failed", failure: "no-video" })
      .where(eq(reelUploads.id, failed.id));
    await uploadReelOk(client);
    // Retrying the failed one would make four.
    const retry = await client.post(`/api/manage/reels/uploads/${failed.id}/retry`);
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ message: MANAGE_REEL_MESSAGES.tooManyInProgress });
  });
});

describe("POST /api/manage/reels: linking a listing", () => {
  it("lets a realtor link their own listing and an admin any", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    const own = await createProperty(t, { realtorId: account.id, title: "Own place" });
    const upload = await uploadReelOk(realtor, { propertyId: own.id });
    expect(upload.property).toEqual({ id: own.id, title: "Own place" });
    const { client: admin } = await signedInAdmin(t);
    const adminUpload = await uploadReelOk(admin, { propertyId: own.id });
    expect(adminUpload.property?.id).toBe(own.id);
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
    const rows = await t.deps.db
      .select()
      .from(reelUploads)
      .where(eq(reelUploads.authorId, account.id));
    expect(rows).toEqual([]);
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
          if (key.endsWith("source.mp4"))
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
    const rows = await t.deps.db
      .select()
      .from(reelUploads)
      .where(eq(reelUploads.authorId, account.id));
    expect(rows).toEqual([]);
  });

  it("answers the upload as the management list shows it", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadReelOk(client);
    const list = await getJson<ManagedReelPage>(client, "/api/manage/reels");
    expect(list.uploads[0]).toEqual(upload);
  });
});
