import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reels } from "../../src/server/platform/db/schema";
import { probeVideo } from "../../src/server/platform/videos/probe";
import { queueLegacyReels } from "../../src/server/reel-processing/reencode-reel";
import {
  MANAGE_REEL_MESSAGES,
  type ManagedReelPage,
  REEL_PROCESSING_FAILURES,
  type ReelUploadState,
} from "../../src/shared/manage-reels";
import type { ReelFeedPage } from "../../src/shared/reels";
import { signedInAdmin } from "../factories/admin";
import {
  encodingStarted,
  publishReel,
  settledUpload,
  storedReelFiles,
  uploadLongReel,
  uploadReelOk,
  videoFixture,
} from "../factories/manage-reels";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { makeTestVideo, PHONE_CLIP } from "../fixtures/make-video";
import { creationTimes, readBoxes, topLevelOrder } from "../fixtures/mp4-boxes";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** Each test waits for transcodes, which take several times longer beside other test files. */
const TRANSCODE_TIMEOUT_MS = 90_000;

const PHONE_WORDS = ["Apple", "iPhone", "+37.7749", "Lavf"];

const fileBytes = (file: string) => new Uint8Array(readFileSync(file));

async function served(client: TestClient, url: string): Promise<Uint8Array> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Probes served bytes the way the server probes uploads: from a file. */
async function probeBytes(bytes: Uint8Array) {
  const file = path.join(os.tmpdir(), `hs-served-${process.pid}-${Date.now()}.mp4`);
  writeFileSync(file, bytes);
  return probeVideo(file);
}

const phoneMov = () => makeTestVideo(PHONE_CLIP);

describe("an uploaded video becomes a reel", { timeout: TRANSCODE_TIMEOUT_MS }, () => {
  it("turns a phone's HEVC .mov into H.264 renditions with no location, device or time", async () => {
    const original = fileBytes(await phoneMov());
    // The test can fail: the original carries what must go.
    const originalText = Buffer.from(original).toString("latin1");
    expect(readBoxes(original).map((box) => box.type)).toContain("©xyz");
    for (const word of ["Apple", "iPhone", "+37.7749"]) expect(originalText).toContain(word);

    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client, {
      video: { bytes: original, name: "IMG_0412.MOV", type: "video/quicktime" },
      poster: null,
    });
    expect(reel.video).toMatchObject({ contentType: "video/mp4", width: 720, height: 1280 });
    expect(reel.video.durationSeconds).toBeCloseTo(2, 0);
    expect(reel.video.renditions).toEqual([
      { url: `/media/reels/${reel.id}/720.mp4`, width: 720, height: 1280 },
      { url: `/media/reels/${reel.id}/360.mp4`, width: 360, height: 640 },
    ]);
    for (const rendition of reel.video.renditions) {
      const bytes = await served(new TestClient(t), rendition.url);
      // Fast start: the index comes before the media, so playback starts with the first bytes.
      const order = topLevelOrder(bytes);
      expect(order.indexOf("moov")).toBeLessThan(order.indexOf("mdat"));
      expect(readBoxes(bytes).map((box) => box.type)).not.toContain("©xyz");
      const text = Buffer.from(bytes).toString("latin1");
      for (const word of PHONE_WORDS) expect(text, rendition.url).not.toContain(word);
      for (const times of creationTimes(bytes)) {
        expect(times, rendition.url).toMatchObject({ creation: 0, modification: 0 });
      }
      const probed = await probeBytes(bytes);
      expect(probed).toMatchObject({
        videoCodec: "h264",
        hasAudio: true,
        width: rendition.width,
        height: rendition.height,
      });
    }
    // With no poster given, the middle of three stills taken through the video is the poster.
    expect(reel.frames).toHaveLength(3);
    expect(reel.poster).toEqual(reel.frames[1]);
    expect(reel.poster.width).toBe(720);
    for (const frame of reel.frames)
      expect((await new TestClient(t).get(frame.src)).status).toBe(200);
    // The original is gone once the renditions exist.
    expect(storedReelFiles(t).filter((file) => file.startsWith(`${reel.id}/source`))).toEqual([]);
  });

  it("shows the encoder's progress while it works, then publishes the reel on the feed", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadLongReel(client);
    const seen: number[] = [];
    let state: ReelUploadState = upload;
    while (state.status === "processing") {
      seen.push(state.progress);
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await getJson<ReelUploadState>(client, `/api/manage/reels/uploads/${upload.id}`);
    }
    expect(state.status).toBe("ready");
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels");
    expect(feed.items[0]?.id).toBe(upload.id);
    const list = await getJson<ManagedReelPage>(client, "/api/manage/reels");
    expect(list.uploads).toEqual([]);
  });

  it("keeps the uploader's poster and counts the renditions against their storage", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client);
    expect(reel.poster).toMatchObject({ width: 360, height: 640 });
    expect(reel.frames.map((frame) => frame.src)).not.toContain(reel.poster.src);
    const { storage } = await getJson<ManagedReelPage>(client, "/api/manage/reels");
    const sizes = await Promise.all(
      reel.video.renditions.map(async (rendition) => (await served(client, rendition.url)).length),
    );
    expect(storage.usedBytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
  });
});

describe("the poster", { timeout: TRANSCODE_TIMEOUT_MS }, () => {
  it("may become any of the video's stills; the uploader's own image then goes", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client);
    const own = reel.poster.src;
    const chosen = await client.patch(`/api/manage/reels/${reel.id}`, { posterFrame: 2 });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as typeof reel).poster).toEqual(reel.frames[2]);
    expect((await client.get(own)).status).toBe(404);
    // Another still: the one before stays, as a still.
    await client.patch(`/api/manage/reels/${reel.id}`, { posterFrame: 0 });
    expect((await client.get(reel.frames[2]?.src ?? "")).status).toBe(200);

    for (const posterFrame of [3, -1, 1.5, "1"]) {
      const refused = await client.patch(`/api/manage/reels/${reel.id}`, { posterFrame });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        issues: [{ path: "posterFrame", message: MANAGE_REEL_MESSAGES.posterFrameInvalid }],
      });
    }
  });
});

describe("captions", { timeout: TRANSCODE_TIMEOUT_MS }, () => {
  it("times typed lines over the video and serves them as WebVTT, shown with the reel", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client, { captions: "Welcome in\n\nThe kitchen" });
    expect(reel.video.captions).toMatchObject({ language: "en", label: "English" });
    const response = await client.get(reel.video.captions?.url ?? "");
    expect(response.headers.get("content-type")).toMatch(/^text\/vtt/);
    const vtt = await response.text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:00\.5\d\d\nWelcome in\n\n/);
    expect(vtt).toContain("\nThe kitchen\n");
  });

  it("keeps a WebVTT or SRT file's cues, and PATCH replaces or removes them", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const reel = await publishReel(client, {
      captions: "1\n00:00:00,000 --> 00:00:00,800\nFront porch\n",
    });
    const first = reel.video.captions?.url ?? "";
    expect(await (await client.get(first)).text()).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:00.800\nFront porch\n",
    );
    const replaced = await client.patch(`/api/manage/reels/${reel.id}`, {
      captions: "WEBVTT\n\n00:00.000 --> 00:00.900\nBack yard <b>pool</b>\n",
    });
    expect(replaced.status).toBe(200);
    const next = ((await replaced.json()) as ManagedReelPage["items"][number]).video.captions;
    expect(next?.url).not.toBe(first);
    expect(await (await client.get(next?.url ?? "")).text()).toContain("Back yard <b>pool</b>");
    expect((await client.get(first)).status).toBe(404);

    const invalid = await client.patch(`/api/manage/reels/${reel.id}`, {
      captions: "WEBVTT\n\nno cue\n",
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      issues: [{ path: "captions", message: MANAGE_REEL_MESSAGES.captionsInvalid }],
    });

    const removed = await client.patch(`/api/manage/reels/${reel.id}`, { captions: null });
    expect(((await removed.json()) as ManagedReelPage["items"][number]).video.captions).toBeNull();
    expect((await client.get(next?.url ?? "")).status).toBe(404);
  });
});

describe("uploads that cannot become reels", { timeout: TRANSCODE_TIMEOUT_MS }, () => {
  it("fail with the reason in words, and can be retried or deleted", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const audioOnly = await makeTestVideo({
      container: "mp4",
      width: 360,
      height: 640,
      seconds: 1,
      audio: true,
      video: false,
    });
    const upload = await uploadReelOk(client, { video: { bytes: fileBytes(audioOnly) } });
    const failed = await settledUpload(client, upload.id);
    expect(failed).toMatchObject({
      status: "failed",
      failure: "This file has no video track",
    });
    const list = await getJson<ManagedReelPage>(client, "/api/manage/reels");
    expect(list.uploads).toEqual([failed]);

    // Another realtor can neither retry nor delete it; an admin may delete it.
    const other = await signedInClient(t, { role: "realtor" });
    expect((await other.client.post(`/api/manage/reels/uploads/${upload.id}/retry`)).status).toBe(
      403,
    );
    expect((await other.client.delete(`/api/manage/reels/uploads/${upload.id}`)).status).toBe(403);

    const retried = await client.post(`/api/manage/reels/uploads/${upload.id}/retry`);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: "processing", failure: null });
    expect(await settledUpload(client, upload.id)).toMatchObject({ status: "failed" });

    const admin = await signedInAdmin(t);
    expect((await admin.client.delete(`/api/manage/reels/uploads/${upload.id}`)).status).toBe(204);
    expect(storedReelFiles(t).filter((file) => file.startsWith(upload.id))).toEqual([]);
    expect((await client.get(`/api/manage/reels/uploads/${upload.id}`)).status).toBe(404);
  });

  it.each([
    ["too small to be a reel", () => videoFixture("portrait.mp4"), "too-small"],
    ["cut before its index", () => videoFixture("moov-at-end.mp4").subarray(0, 1500), "unreadable"],
    [
      "that is a header and nothing else",
      () => new TextEncoder().encode("\0\0\0\x18ftypisom\0\0\0\0isommp41"),
      "unreadable",
    ],
  ] as const)("fails a video %s", async (_name, bytes, reason) => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadReelOk(client, { video: { bytes: bytes() } });
    expect(await settledUpload(client, upload.id)).toMatchObject({
      status: "failed",
      failure: REEL_PROCESSING_FAILURES[reason],
    });
  });

  it("fails a video longer than three minutes", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const long = await makeTestVideo({
      container: "mp4",
      codec: "h264",
      width: 240,
      height: 426,
      seconds: 181,
      fps: 1,
    });
    const upload = await uploadReelOk(client, { video: { bytes: fileBytes(long) } });
    expect(await settledUpload(client, upload.id)).toMatchObject({
      status: "failed",
      failure: REEL_PROCESSING_FAILURES["too-long"],
    });
  });

  it("answers 409 to retrying an upload that has not failed, and 404 to unknown ids", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadReelOk(client, { video: { bytes: fileBytes(await phoneMov()) } });
    await settledUpload(client, upload.id);
    // Published: no longer an upload to retry.
    expect((await client.post(`/api/manage/reels/uploads/${upload.id}/retry`)).status).toBe(404);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await client.get(`/api/manage/reels/uploads/${id}`)).status).toBe(404);
      expect((await client.delete(`/api/manage/reels/uploads/${id}`)).status).toBe(404);
    }
  });

  it("stops and keeps nothing when the upload is deleted while it is processed", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadLongReel(client);
    await encodingStarted(client, upload.id);
    expect((await client.delete(`/api/manage/reels/uploads/${upload.id}`)).status).toBe(204);
    // Long enough for the worker to notice at its next progress report and clean up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(storedReelFiles(t).filter((file) => file.startsWith(upload.id))).toEqual([]);
    const feed = await getJson<ReelFeedPage>(new TestClient(t), "/api/reels");
    expect(feed.items.map((item) => item.id)).not.toContain(upload.id);
  });
});

describe("reels posted before uploads were transcoded", { timeout: TRANSCODE_TIMEOUT_MS }, () => {
  it("are re-encoded into renditions without the original's tags, and the old file goes", async () => {
    const { account } = await signedInClient(t, { role: "realtor" });
    const id = randomUUID();
    const reel = await createReel(t, {
      id,
      authorId: account.id,
      videoKey: `reels/${id}/video.mov`,
      videoContentType: "video/quicktime",
    });
    await t.deps.storage.put(reel.videoKey, fileBytes(await phoneMov()), {
      contentType: "video/quicktime",
    });
    await queueLegacyReels(t.deps);
    const deadline = Date.now() + 60_000;
    let row = reel;
    while (!row.smallVideoKey && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [row = reel] = await t.deps.db.select().from(reels).where(eq(reels.id, id));
    }
    expect(row).toMatchObject({
      videoKey: `reels/${id}/720.mp4`,
      videoContentType: "video/mp4",
      videoWidth: 720,
      videoHeight: 1280,
      smallVideoKey: `reels/${id}/360.mp4`,
    });
    expect(await t.deps.storage.stat(reel.videoKey)).toBeNull();
    const bytes = await served(new TestClient(t), `/media/${row.videoKey}`);
    expect(readBoxes(bytes).map((box) => box.type)).not.toContain("©xyz");
    expect(Buffer.from(bytes).toString("latin1")).not.toContain("iPhone");
  });
});
