import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "@/server/platform/storage/disk";
import { mediaRoutes } from "@/server/platform/storage/media.routes";
import { mediaUrl, type Storage } from "@/server/platform/storage/storage";

const PHOTO = "listings/l1/photo.webp";
const PHOTO_URL = mediaUrl(PHOTO);

let root: string;
let storage: Storage;
let app: Hono;
let etag: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "media-routes-"));
  storage = createDiskStorage(root);
  await storage.put(PHOTO, new TextEncoder().encode("0123456789"), { contentType: "image/webp" });
  etag = (await storage.stat(PHOTO))?.etag ?? "";
  app = new Hono().route("/media", mediaRoutes(storage));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe("GET /media/*", () => {
  it("serves the file with its type and long-lived cache headers", async () => {
    const response = await get(PHOTO_URL);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe("0123456789");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": "10",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      etag,
    });
    expect(Date.parse(response.headers.get("last-modified") ?? "")).not.toBeNaN();
  });

  it("finds keys with spaces and percent signs at their media URL", async () => {
    const key = "listings/l1/floor plan 100%.png";
    await storage.put(key, new TextEncoder().encode("plan"), { contentType: "image/png" });

    const response = await get(mediaUrl(key));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("plan");
  });

  it("streams a large file intact", async () => {
    const video = randomBytes(3 * 1024 * 1024 + 7);
    await storage.put("reels/r1/clip.mp4", video, { contentType: "video/mp4" });

    const response = await get(mediaUrl("reels/r1/clip.mp4"));
    expect(response.headers.get("content-length")).toBe(String(video.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.request(PHOTO_URL, { method: "HEAD" });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("10");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await response.text()).toBe("");
  });

  it.each([
    ["bytes=2-5", "2345", "bytes 2-5/10"],
    ["bytes=7-", "789", "bytes 7-9/10"],
    ["bytes=-3", "789", "bytes 7-9/10"],
    ["bytes=-30", "0123456789", "bytes 0-9/10"],
    ["bytes=8-100", "89", "bytes 8-9/10"],
  ])("answers Range %s with 206 and those bytes", async (range, body, contentRange) => {
    const response = await get(PHOTO_URL, { Range: range });

    expect(response.status).toBe(206);
    expect(await response.text()).toBe(body);
    expect(response.headers.get("content-range")).toBe(contentRange);
    expect(response.headers.get("content-length")).toBe(String(body.length));
  });

  it("answers a ranged HEAD with the range's headers", async () => {
    const response = await app.request(PHOTO_URL, {
      method: "HEAD",
      headers: { Range: "bytes=0-3" },
    });

    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 0-3/10");
    expect(response.headers.get("content-length")).toBe("4");
  });

  it.each(["bytes=10-", "bytes=10-20", "bytes=-0"])(
    "answers the unsatisfiable Range %s with 416",
    async (range) => {
      const response = await get(PHOTO_URL, { Range: range });

      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */10");
      expect(await response.json()).toMatchObject({ code: "RANGE_NOT_SATISFIABLE" });
    },
  );

  it.each(["bytes=0-1,4-5", "bytes=5-2", "bytes=-", "bytes=x-3", "items=0-3"])(
    "ignores the multi-range or malformed Range %s and sends the whole file",
    async (range) => {
      const response = await get(PHOTO_URL, { Range: range });

      expect(response.status).toBe(200);
      expect(await response.text()).toBe("0123456789");
      expect(response.headers.has("content-range")).toBe(false);
    },
  );

  it("honours a Range only while If-Range still names the file", async () => {
    const current = await get(PHOTO_URL, { Range: "bytes=0-1", "If-Range": etag });
    expect(current.status).toBe(206);
    expect(await current.text()).toBe("01");

    const outdated = await get(PHOTO_URL, { Range: "bytes=0-1", "If-Range": '"older-version"' });
    expect(outdated.status).toBe(200);
    expect(await outdated.text()).toBe("0123456789");
  });

  it.each([
    ["the file's ETag", () => etag],
    ["a list holding it", () => `"other", ${etag}`],
    ["its weak form", () => `W/${etag}`],
    ["*", () => "*"],
  ])("answers If-None-Match with %s by 304", async (_label, ifNoneMatch) => {
    const response = await get(PHOTO_URL, { "If-None-Match": ifNoneMatch() });

    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect(await response.text()).toBe("");
  });

  it("sends the file when If-None-Match names another version", async () => {
    const response = await get(PHOTO_URL, { "If-None-Match": '"older-version"' });
    expect(response.status).toBe(200);
  });

  it("answers If-Modified-Since at or after Last-Modified by 304", async () => {
    const lastModified = (await get(PHOTO_URL)).headers.get("last-modified") ?? "";
    expect((await get(PHOTO_URL, { "If-Modified-Since": lastModified })).status).toBe(304);

    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(PHOTO_URL, { "If-Modified-Since": before })).status).toBe(200);
  });

  // Bare "%2e%2e/" segments never get here: URL parsing removes them before routing, as it does
  // "../". What reaches the route are dots glued to encoded slashes and other encoded tricks.
  it.each([
    ["a missing key", "/media/listings/l1/missing.webp"],
    ["a folder", "/media/listings/l1"],
    ["the bare mount point", "/media/"],
    ["an encoded parent segment", "/media/..%2Fsecret.txt"],
    ["percent-encoded dots", "/media/listings/%2e%2e%2f%2E%2E%2Fetc%2Fpasswd"],
    ["an encoded backslash", "/media/listings%5C..%5Csecret.txt"],
    ["an encoded NUL", "/media/listings/photo.webp%00.txt"],
    ["a broken escape", "/media/listings/%E0%A4%A"],
  ])("answers %s with 404 JSON", async (_label, url) => {
    const response = await get(url);

    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
  });

  it("answers other methods with 404 JSON", async () => {
    const response = await app.request(PHOTO_URL, { method: "PUT", body: "x" });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await (await get(PHOTO_URL)).text()).toBe("0123456789");
  });
});
