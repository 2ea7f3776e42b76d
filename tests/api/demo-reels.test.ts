import { readFile } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type DemoReel,
  demoReelFilePath,
  loadDemoProperties,
  loadDemoReels,
} from "../../src/server/demo/demo-assets";
import { demoPropertiesSeeder } from "../../src/server/demo/properties.seed";
import { demoReelsSeeder, seedDemoReels } from "../../src/server/demo/reels.seed";
import { DEMO_SEEDERS } from "../../src/server/demo/seed";
import { properties, reels, user } from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import type { Storage } from "../../src/server/platform/storage/storage";
import { REEL_ASPECT_RATIO } from "../../src/shared/reels";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(async () => {
  await demoPropertiesSeeder.run(t.deps);
  await demoReelsSeeder.run(t.deps);
}, 120_000);

const seededReels = () => t.deps.db.select().from(reels).orderBy(asc(reels.createdAt));

async function stored(key: string): Promise<Buffer> {
  const file = await t.deps.storage.get(key);
  if (!file) throw new Error(`${key} is not stored`);
  return buffer(file.body);
}

// A few lines of ISO BMFF (MP4), enough to check what a browser needs before it plays.
interface Box {
  type: string;
  /** The box's payload, after its header. */
  body: Uint8Array;
}

function boxes(bytes: Uint8Array): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) [size, header] = [Number(view.getBigUint64(offset + 8)), 16];
    if (size === 0) size = bytes.length - offset;
    if (size < header || offset + size > bytes.length) throw new Error(`bad box at ${offset}`);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    found.push({ type, body: bytes.subarray(offset + header, offset + size) });
    offset += size;
  }
  return found;
}

function child(box: Box | undefined, ...path: string[]): Box {
  let current = box;
  for (const type of path) current = current && boxes(current.body).find((b) => b.type === type);
  if (!current) throw new Error(`no ${path.join("/")} box`);
  return current;
}

/** What the file's own header says: its boxes in order, tracks, codec, profile, size, length. */
function describeMp4(bytes: Uint8Array) {
  const top = boxes(bytes);
  const moov = top.find((box) => box.type === "moov");
  const tracks = boxes(child(moov).body).filter((box) => box.type === "trak");
  const video = tracks[0];
  const view = (box: Box) =>
    new DataView(box.body.buffer, box.body.byteOffset, box.body.byteLength);
  const u32 = (box: Box, at: number) => view(box).getUint32(at);
  // mvhd: version 1 has 64-bit times and duration, version 0 32-bit ones.
  const mvhd = child(moov, "mvhd");
  const [timescale, duration] =
    mvhd.body[0] === 1
      ? [u32(mvhd, 20), Number(view(mvhd).getBigUint64(24))]
      : [u32(mvhd, 12), u32(mvhd, 16)];
  const tkhd = child(video, "tkhd");
  const stsd = child(video, "mdia", "minf", "stbl", "stsd");
  // stsd: version/flags and entry count, then the first sample entry; avcC follows its 78 bytes.
  const sampleEntry = boxes(stsd.body.subarray(8))[0];
  const avcC = sampleEntry && boxes(sampleEntry.body.subarray(78)).find((b) => b.type === "avcC");
  return {
    boxes: top.map((box) => box.type),
    majorBrand: String.fromCharCode(...(top[0]?.body.subarray(0, 4) ?? [])),
    handlers: tracks.map((trak) => {
      const hdlr = child(trak, "mdia", "hdlr");
      return String.fromCharCode(...hdlr.body.subarray(8, 12));
    }),
    codec: sampleEntry?.type,
    /** 66 Baseline, 77 Main, 100 High. */
    profile: avcC?.body[1],
    width: u32(tkhd, tkhd.body.length - 8) / 65536,
    height: u32(tkhd, tkhd.body.length - 4) / 65536,
    seconds: duration / timescale,
  };
}

describe("demo reels", () => {
  it("is one of the demo seeders, after the listings it tours", () => {
    expect(DEMO_SEEDERS).toContain(demoReelsSeeder);
    expect(DEMO_SEEDERS.indexOf(demoReelsSeeder)).toBeGreaterThan(
      DEMO_SEEDERS.indexOf(demoPropertiesSeeder),
    );
  });

  it("seeds three reels, each touring a demo listing and posted by its realtor", async () => {
    const rows = await seededReels();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.propertyId)).size).toBe(3);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(3);
    for (const row of rows) {
      const [listing] = await t.deps.db
        .select({ realtorId: properties.realtorId, createdAt: properties.createdAt })
        .from(properties)
        .where(eq(properties.id, row.propertyId ?? ""));
      const [author] = await t.deps.db
        .select()
        .from(user)
        .where(eq(user.id, row.authorId ?? ""));
      expect(listing).toBeDefined();
      expect(author).toMatchObject({ role: "realtor" });
      expect(row.authorId).toBe(listing?.realtorId);
      expect(row.createdAt.getTime()).toBeGreaterThan(listing?.createdAt.getTime() ?? Infinity);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.title).toMatch(/^Tour: /);
      expect([row.likeCount, row.commentCount]).toEqual([0, 0]);
    }
  });

  it("stores each video as the committed MP4, typed video/mp4, with its index first", async () => {
    const assets = new Map((await loadDemoReels()).map((reel) => [reel.title, reel]));
    for (const row of await seededReels()) {
      const asset = assets.get(row.title) as DemoReel;
      expect(row.videoKey).toBe(`reels/${row.id}/video.mp4`);
      expect(row.videoContentType).toBe("video/mp4");
      expect((await t.deps.storage.stat(row.videoKey))?.contentType).toBe("video/mp4");
      const bytes = await stored(row.videoKey);
      expect(bytes.equals(await readFile(demoReelFilePath(asset.video)))).toBe(true);

      const mp4 = describeMp4(bytes);
      expect(mp4.boxes[0]).toBe("ftyp");
      expect(mp4.boxes.indexOf("moov")).toBeLessThan(mp4.boxes.indexOf("mdat"));
      expect([mp4.width, mp4.height]).toEqual([row.videoWidth, row.videoHeight]);
      expect(row.videoWidth / row.videoHeight).toBeCloseTo(REEL_ASPECT_RATIO, 5);
      expect(row.durationSeconds).toBeCloseTo(mp4.seconds, 1);
    }
  });

  it("stores each small rendition and the captions, timed over the video", async () => {
    const assets = new Map((await loadDemoReels()).map((reel) => [reel.title, reel]));
    for (const row of await seededReels()) {
      const asset = assets.get(row.title) as DemoReel;
      expect(row.smallVideoKey).toBe(`reels/${row.id}/360.mp4`);
      expect([row.smallVideoWidth, row.smallVideoHeight]).toEqual([360, 640]);
      const small = await stored(row.smallVideoKey as string);
      expect(small.equals(await readFile(demoReelFilePath(asset.small?.video ?? "")))).toBe(true);
      expect(row.videoBytes).toBe(
        small.length + (await readFile(demoReelFilePath(asset.video))).length,
      );
      const vtt = (await stored(row.captionsKey as string)).toString("utf8");
      expect(vtt.startsWith("WEBVTT\n\n00:00:00.000 --> ")).toBe(true);
      for (const line of asset.captions ?? []) expect(vtt).toContain(`\n${line}\n`);
      expect(vtt).toContain(`--> 00:00:${row.durationSeconds.toFixed(3).padStart(6, "0")}\n`);
    }
  });

  it("stores each poster as WebP renditions for phone screens, 9:16 like its video", async () => {
    for (const row of await seededReels()) {
      expect(row.posterKey).toBe(`reels/${row.id}/poster`);
      expect(row.posterWidths).toEqual([360, 540, 720]);
      expect([row.posterWidth, row.posterHeight]).toEqual([row.videoWidth, row.videoHeight]);
      for (const width of row.posterWidths) {
        const key = renditionKey(row.posterKey, width);
        expect((await t.deps.storage.stat(key))?.contentType).toBe("image/webp");
        const meta = await sharp(await stored(key)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          "webp",
          width,
          Math.round(width / REEL_ASPECT_RATIO),
        ]);
      }
    }
  });

  it("adds nothing when run again", async () => {
    await demoReelsSeeder.run(t.deps);
    expect(await seededReels()).toHaveLength(3);
  });

  it("leaves no rows or files of a reel whose storing fails, and finishes on the next run", async () => {
    await t.deps.db.delete(reels);
    const written: string[] = [];
    const inner = t.deps.storage;
    let videos = 0;
    const failing: Storage = {
      driver: inner.driver,
      put: async (key, data, options) => {
        written.push(key);
        // The second reel's video does not fit.
        if (key.endsWith("/video.mp4") && ++videos === 2) throw new Error("disk full");
        await inner.put(key, data, options);
      },
      putStream: (key, body, options) => inner.putStream(key, body, options),
      stat: (key) => inner.stat(key),
      get: (key, range) => inner.get(key, range),
      delete: (key) => inner.delete(key),
    };
    await expect(seedDemoReels({ ...t.deps, storage: failing })).rejects.toThrow("disk full");

    const rows = await seededReels();
    expect(rows).toHaveLength(1);
    const kept = rows.map((row) => `reels/${row.id}/`);
    const failed = written.filter((key) => !kept.some((prefix) => key.startsWith(prefix)));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    for (const key of failed) expect(await inner.stat(key)).toBeNull();

    await demoReelsSeeder.run(t.deps);
    expect(await seededReels()).toHaveLength(3);
  });
});

describe("committed reel assets", () => {
  it("match reels.json: an H.264 video and a poster for three different demo listings", async () => {
    const entries = await loadDemoReels();
    const listings = new Map((await loadDemoProperties()).map((l) => [l.slug, l]));
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(3);
    let total = 0;
    for (const entry of entries) {
      const listing = listings.get(entry.slug);
      expect(listing, entry.slug).toBeDefined();
      expect(entry.daysAgo).toBeLessThanOrEqual(listing?.daysAgo ?? -1);

      const video = await readFile(demoReelFilePath(entry.video));
      const poster = await readFile(demoReelFilePath(entry.poster));
      total += video.length + poster.length;
      expect(video.length).toBeGreaterThan(150_000);
      expect(video.length).toBeLessThan(1_000_000);
      expect(poster.length).toBeGreaterThan(5_000);
      expect(poster.length).toBeLessThan(200_000);

      const mp4 = describeMp4(video);
      expect(mp4).toMatchObject({
        majorBrand: "isom",
        handlers: ["vide"],
        codec: "avc1",
        width: entry.width,
        height: entry.height,
      });
      expect([77, 100]).toContain(mp4.profile);
      expect(mp4.boxes.indexOf("moov")).toBeLessThan(mp4.boxes.indexOf("mdat"));
      expect(mp4.seconds).toBeCloseTo(entry.durationSeconds, 1);
      expect(entry.durationSeconds).toBeGreaterThanOrEqual(8);
      expect(entry.durationSeconds).toBeLessThanOrEqual(12);
      expect(entry.width / entry.height).toBeCloseTo(REEL_ASPECT_RATIO, 5);

      const meta = await sharp(poster).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", entry.width, entry.height]);
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});
