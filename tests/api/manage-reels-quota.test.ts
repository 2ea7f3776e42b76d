import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { REEL_UPLOAD_LIMIT } from "../../src/server/manage-reels/manage-reels.routes";
import { completeReelSizes } from "../../src/server/platform/db/reel-sizes";
import { reels, reelUploads } from "../../src/server/platform/db/schema";
import type { Storage } from "../../src/server/platform/storage/storage";
import {
  MANAGE_REEL_MESSAGES,
  type ManagedReelPage,
  reelStorageFullMessage,
} from "../../src/shared/manage-reels";
import { tooManyMessage } from "../../src/shared/retry-after";
import { signedInAdmin } from "../factories/admin";
import {
  storedReelFiles,
  storedReelFolders,
  uploadReel,
  uploadReelOk,
  videoFixture,
} from "../factories/manage-reels";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const VIDEO_BYTES = videoFixture("portrait.mp4").length;
/** Room for two of the fixture videos, not three. */
const QUOTA = VIDEO_BYTES * 2 + 1000;

// Uploads stay processing: their originals are what counts against the quota here.
const t = setupTestApp({
  SIGN_IN_RATE_LIMIT: "1000",
  REEL_STORAGE_QUOTA_BYTES: String(QUOTA),
  VIDEO_TRANSCODE_CONCURRENCY: "0",
});

const storageOf = async (client: TestClient) =>
  (await getJson<ManagedReelPage>(client, "/api/manage/reels")).storage;

/** A body that is no form at all: whoever reads it answers 400. */
const notAForm = (client: TestClient, length?: number) =>
  client.request("POST", "/api/manage/reels", {
    body: "x",
    headers: {
      "content-type": "multipart/form-data; boundary=x",
      ...(length ? { "content-length": String(length) } : {}),
    },
  });

async function expectStorageFull(response: Response, usedBytes: number) {
  expect(response.status, await response.clone().text()).toBe(413);
  const message = reelStorageFullMessage({ usedBytes, quotaBytes: QUOTA });
  expect(await response.json()).toMatchObject({
    code: "PAYLOAD_TOO_LARGE",
    message,
    issues: [{ path: "video", message }],
  });
}

describe("POST /api/manage/reels: the upload limit", () => {
  it("answers 429 with Retry-After past the limit, before reading the body", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    for (let i = 0; i < REEL_UPLOAD_LIMIT.limit; i++) {
      expect((await notAForm(client)).status).toBe(400);
    }
    const refused = await notAForm(client);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: tooManyMessage(wait, MANAGE_REEL_MESSAGES.uploadRateLimited),
    });
    // Counted per account: another realtor is not held up.
    const other = await signedInClient(t, { role: "realtor" });
    expect((await uploadReel(other.client)).status).toBe(202);
  });
});

describe("POST /api/manage/reels: the storage quota", () => {
  it("shows the account's use in the management list, for realtors and admins alike", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    expect(await storageOf(client)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    await uploadReelOk(client);
    expect(await storageOf(client)).toEqual({ usedBytes: VIDEO_BYTES, quotaBytes: QUOTA });
    // An admin's list holds every reel, but the storage shown is the admin's own.
    const admin = await signedInAdmin(t);
    expect(await storageOf(admin.client)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
  });

  it("refuses a video that does not fit, keeping nothing, until a reel is deleted", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const first = await uploadReelOk(client);
    await uploadReelOk(client);
    const files = storedReelFiles(t);
    const folders = storedReelFolders(t);
    await expectStorageFull(await uploadReel(client), VIDEO_BYTES * 2);
    expect(storedReelFiles(t)).toEqual(files);
    expect(storedReelFolders(t)).toEqual(folders);
    expect(await storageOf(client)).toEqual({ usedBytes: VIDEO_BYTES * 2, quotaBytes: QUOTA });

    expect((await client.delete(`/api/manage/reels/uploads/${first.id}`)).status).toBe(204);
    expect(await storageOf(client)).toEqual({ usedBytes: VIDEO_BYTES, quotaBytes: QUOTA });
    await uploadReelOk(client);
  });

  it("refuses before reading the body when there is no room, or the declared body cannot fit", async () => {
    const { client, account } = await signedInClient(t, { role: "realtor" });
    await uploadReelOk(client);
    // 7 MB declared: at least 1 MB of it is video (a poster is at most 5 MB), past the room.
    await expectStorageFull(await notAForm(client, 7 * 1024 * 1024), VIDEO_BYTES);
    // Full (say the quota was lowered): whatever the body, it is not read (that would be a 400).
    await createReel(t, { authorId: account.id, videoBytes: QUOTA });
    await expectStorageFull(await notAForm(client), VIDEO_BYTES + QUOTA);
  });

  it("lets only one of two racing uploads into the room for one", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    await uploadReelOk(realtor);
    // Both videos are stored before either is checked and inserted, as on two app servers.
    let arrived = 0;
    let release = () => {};
    const bothStored = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = t.deps.storage;
    const storage: Storage = {
      driver: inner.driver,
      put: (key, data, options) => inner.put(key, data, options),
      putStream: async (key, body, options) => {
        await inner.putStream(key, body, options);
        arrived += 1;
        if (arrived === 2) release();
        await bothStored;
      },
      stat: (key) => inner.stat(key),
      get: (key, range) => inner.get(key, range),
      delete: (key) => inner.delete(key),
    };
    const client = new TestClient({ app: createApp({ ...t.deps, storage }) });
    for (const [name, value] of realtor.cookies) client.cookies.set(name, value);
    const reelsWithFiles = () => new Set(storedReelFiles(t).map((file) => file.split("/")[0]));
    const before = reelsWithFiles();
    const responses = await Promise.all([uploadReel(client), uploadReel(client)]);
    expect(responses.map((response) => response.status).sort()).toEqual([202, 413]);
    const accepted = responses.find((response) => response.status === 202) as Response;
    const { id } = (await accepted.json()) as { id: string };
    const rows = await t.deps.db
      .select()
      .from(reelUploads)
      .where(eq(reelUploads.authorId, account.id));
    expect(rows).toHaveLength(2);
    // The refused upload's video and poster are gone again.
    expect(reelsWithFiles()).toEqual(new Set([...before, id]));
  });
});

describe("reels stored before their sizes were recorded", () => {
  it("get their video's size from storage, and the column is required again", async () => {
    const { account } = await signedInClient(t, { role: "realtor" });
    const reel = await createReel(t, { authorId: account.id });
    const lost = await createReel(t, { authorId: account.id });
    await t.deps.storage.put(reel.videoKey, videoFixture("portrait.mp4"), {
      contentType: "video/mp4",
    });
    await t.deps.db.execute(sql`alter table reels alter column video_bytes drop not null`);
    await t.deps.db.execute(
      sql`update reels set video_bytes = null where id in (${reel.id}, ${lost.id})`,
    );

    await completeReelSizes(t.deps.db, t.deps.storage);

    const sizes = await t.deps.db
      .select({ id: reels.id, bytes: reels.videoBytes })
      .from(reels)
      .where(sql`${reels.id} in (${reel.id}, ${lost.id})`);
    expect(Object.fromEntries(sizes.map((row) => [row.id, row.bytes]))).toEqual({
      [reel.id]: VIDEO_BYTES,
      [lost.id]: 0,
    });
    await expect(
      t.deps.db.execute(sql`update reels set video_bytes = null where id = ${reel.id}`),
    ).rejects.toThrow();
  });
});
