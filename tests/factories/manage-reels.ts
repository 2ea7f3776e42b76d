import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { Storage } from "../../src/server/platform/storage/storage";
import type { ManagedReel, ManagedReelPage, ReelUploadState } from "../../src/shared/manage-reels";
import { makeTestVideo } from "../fixtures/make-video";
import type { TestApp } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

export const videoFixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve("tests/fixtures/videos", name)));

/** A 360x640 JPEG, the shape of a reel poster. */
export function posterJpeg(width = 360, height = 640) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

interface FilePart {
  bytes: Uint8Array | string;
  name?: string;
  type?: string;
}

export interface UploadParts {
  video?: FilePart | null;
  poster?: FilePart | null;
  title?: string | null;
  propertyId?: string;
  captions?: string;
}

const part = (bytes: Uint8Array | string) =>
  typeof bytes === "string" ? bytes : new Uint8Array(bytes);

/** POST /api/manage/reels as the form sends it; defaults: the portrait MP4, a JPEG, a title. */
export async function uploadReel(client: TestClient, parts: UploadParts = {}) {
  const form = new FormData();
  const video = parts.video === undefined ? { bytes: videoFixture("portrait.mp4") } : parts.video;
  if (video)
    form.append(
      "video",
      new File([part(video.bytes)], video.name ?? "tour.mp4", { type: video.type ?? "video/mp4" }),
    );
  const poster: FilePart | null =
    parts.poster === undefined ? { bytes: await posterJpeg() } : parts.poster;
  if (poster)
    form.append(
      "poster",
      new File([part(poster.bytes)], poster.name ?? "poster.jpg", {
        type: poster.type ?? "image/jpeg",
      }),
    );
  if (parts.title !== null) form.append("title", parts.title ?? "Sunny loft tour");
  if (parts.propertyId !== undefined) form.append("propertyId", parts.propertyId);
  if (parts.captions !== undefined) form.append("captions", parts.captions);
  return client.request("POST", "/api/manage/reels", { body: form });
}

/** Uploads and expects it taken in for processing (202). */
export async function uploadReelOk(client: TestClient, parts: UploadParts = {}) {
  const response = await uploadReel(client, parts);
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as ReelUploadState;
}

/** Polls the upload until it is no longer processing (the app's worker transcodes it). */
export async function settledUpload(
  client: TestClient,
  id: string,
  { timeoutMs = 60_000 } = {},
): Promise<ReelUploadState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(`/api/manage/reels/uploads/${id}`);
    expect(response.status).toBe(200);
    const state = (await response.json()) as ReelUploadState;
    if (state.status !== "processing") return state;
    if (Date.now() > deadline) throw new Error(`Upload ${id} still processing: ${state.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads a clip long enough (4 s of 720p with sound) to be seen while it is transcoded. */
export async function uploadLongReel(client: TestClient) {
  const video = await makeTestVideo({
    container: "mp4",
    codec: "h264",
    width: 720,
    height: 1280,
    seconds: 4,
    audio: true,
  });
  return uploadReelOk(client, { video: { bytes: new Uint8Array(readFileSync(video)) } });
}

/** Polls the upload until the encoder has reported progress, or it is no longer processing. */
export async function encodingStarted(client: TestClient, id: string): Promise<ReelUploadState> {
  for (;;) {
    const response = await client.get(`/api/manage/reels/uploads/${id}`);
    const state = (await response.json()) as ReelUploadState;
    if (state.status !== "processing" || state.progress > 0) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads, waits for the reel to be published and answers it as the management list shows it. */
export async function publishReel(client: TestClient, parts: UploadParts = {}) {
  const video = parts.video === undefined ? { bytes: await readyVideo() } : parts.video;
  const upload = await uploadReelOk(client, { ...parts, video });
  const state = await settledUpload(client, upload.id);
  expect(state).toMatchObject({ status: "ready" });
  const response = await client.get(`/api/manage/reels?q=${encodeURIComponent(upload.title)}`);
  const page = (await response.json()) as ManagedReelPage;
  const reel = page.items.find((item) => item.id === upload.id);
  if (!reel) throw new Error(`Reel ${upload.id} is not in the management list`);
  return reel as ManagedReel;
}

/** A short portrait clip with sound, big enough to be a reel (made once per machine). */
export async function readyVideo(): Promise<Uint8Array> {
  const file = await makeTestVideo({
    container: "mp4",
    codec: "h264",
    width: 360,
    height: 640,
    seconds: 1,
    audio: true,
  });
  return new Uint8Array(readFileSync(file));
}

/** Where the disk driver keeps reels' files and uploads' originals. */
const REEL_FOLDERS = ["reels", "private/reel-uploads"];

/** Every file stored for reels and uploads by the disk driver, as `<reelId>/<name>`. */
export function storedReelFiles(t: TestApp): string[] {
  return REEL_FOLDERS.flatMap((tree) => {
    const folder = path.join(t.deps.env.DATA_DIR, "uploads", "files", tree);
    try {
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
    } catch {
      return [];
    }
  });
}

/** Every reel folder the disk driver holds, files and metadata alike, as `<tree>/<reelId>`. */
export function storedReelFolders(t: TestApp): string[] {
  const uploads = path.join(t.deps.env.DATA_DIR, "uploads");
  return ["files", "meta"].flatMap((tree) =>
    REEL_FOLDERS.flatMap((folder) => {
      try {
        return readdirSync(path.join(uploads, tree, folder)).map((id) => `${tree}/${id}`);
      } catch {
        return [];
      }
    }),
  );
}

/** The storage, failing the nth write (1-based, put or putStream) with "disk full". */
export function failingStorage(inner: Storage, failOn: number): Storage {
  let writes = 0;
  return {
    driver: inner.driver,
    put: (key, data, options) => {
      writes += 1;
      return writes === failOn
        ? Promise.reject(new Error("disk full"))
        : inner.put(key, data, options);
    },
    putStream: (key, body, options) => {
      writes += 1;
      if (writes !== failOn) return inner.putStream(key, body, options);
      body.resume();
      return Promise.reject(new Error("disk full"));
    },
    stat: (key) => inner.stat(key),
    get: (key, range) => inner.get(key, range),
    delete: (key) => inner.delete(key),
  };
}
