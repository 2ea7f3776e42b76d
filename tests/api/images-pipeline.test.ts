import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  ImageRejectedError,
  type ImageRejectionReason,
  processImage,
  RESPONSIVE_WIDTHS,
  renditionKey,
  renditionWidths,
  storeResponsiveImage,
} from "../../src/server/platform/images";
import { createDiskStorage } from "../../src/server/platform/storage/disk";
import type { Storage } from "../../src/server/platform/storage/storage";

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A width x height image, left half one colour and right half another. */
function halves(width: number, height: number, left = RED, right = BLUE) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: right } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: left } },
      left: 0,
      top: 0,
    },
  ]);
}

/** Noise compresses badly, so cutting the file in half really loses pixel data. */
function noiseJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header claiming a size no real upload has, with almost no pixel data. */
function pngClaiming(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

/** The EXIF tag 0x8825 points to the GPS directory; look for it in either byte order. */
function hasGpsDirectory(exif: Buffer | undefined) {
  return (
    !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))
  );
}

async function rejection(bytes: Uint8Array): Promise<ImageRejectionReason> {
  const error = await processImage(bytes, { widths: [480] }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

describe("processImage", () => {
  it("renders a PNG at each width not larger than the source, as WebP, never enlarged", async () => {
    const png = await halves(1200, 800).png().toBuffer();
    const result = await processImage(png, { widths: [480, 960, 1600] });
    expect(result.renditions.map((r) => [r.width, r.height])).toEqual([
      [480, 320],
      [960, 640],
      [1200, 800],
    ]);
    expect({ width: result.width, height: result.height }).toEqual({ width: 1200, height: 800 });
    for (const rendition of result.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
    }
  });

  it("keeps the source width when it is smaller than every requested width", async () => {
    const png = await halves(300, 200).png().toBuffer();
    const result = await processImage(png, { widths: RESPONSIVE_WIDTHS });
    expect(result.renditions.map((r) => r.width)).toEqual([300]);
    expect(renditionWidths(2000, [480, 960, 1600])).toEqual([480, 960, 1600]);
    expect(renditionWidths(960, [480, 960, 1600])).toEqual([480, 960]);
  });

  it("turns a JPEG upright by its EXIF orientation and drops EXIF, GPS and comments", async () => {
    // Stored 300 x 200 with red on the left; orientation 6 means "rotate 90 degrees clockwise".
    const jpeg = await halves(300, 200)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "42 Secret Lane", Make: "PhoneCo" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 4632/100" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes("42 Secret Lane")).toBe(true);
    expect(hasGpsDirectory(before.exif)).toBe(true);

    const result = await processImage(jpeg, { widths: [100, 400] });
    expect(result.renditions.map((r) => [r.width, r.height])).toEqual([
      [100, 150],
      [200, 300],
    ]);
    const largest = result.renditions[1]?.bytes ?? new Uint8Array();
    const after = await sharp(largest).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(largest).includes("Secret Lane")).toBe(false);
    expect(Buffer.from(largest).includes("PhoneCo")).toBe(false);
    // Rotated clockwise, the red left half is now on top.
    expect((await pixel(largest, 100, 30)).r).toBeGreaterThan(150);
    expect((await pixel(largest, 100, 270)).b).toBeGreaterThan(150);
  });

  it("takes the first frame of an animated GIF", async () => {
    const frame = (colour: typeof RED) =>
      sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const result = await processImage(gif, { widths: [480] });
    expect(result.renditions.map((r) => [r.width, r.height])).toEqual([[120, 80]]);
    const only = result.renditions[0]?.bytes ?? new Uint8Array();
    expect((await sharp(only).metadata()).pages ?? 1).toBe(1);
    expect((await pixel(only, 60, 40)).r).toBeGreaterThan(150);
  });

  it("accepts WebP and AVIF, and keeps transparency", async () => {
    const webp = await halves(640, 480).webp().toBuffer();
    expect(
      (await processImage(webp, { widths: [480, 960] })).renditions.map((r) => r.width),
    ).toEqual([480, 640]);
    const avif = await halves(200, 100).avif().toBuffer();
    expect((await processImage(avif, { widths: [480] })).width).toBe(200);
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [rendition] = (await processImage(transparent, { widths: [480] })).renditions;
    expect((await sharp(rendition?.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("refuses what is not an accepted image, whatever it is called", async () => {
    expect(await rejection(Buffer.from("just some notes, saved as photo.jpg\n"))).toBe(
      "unsupported",
    );
    expect(await rejection(new Uint8Array())).toBe("unsupported");
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>`;
    expect(await rejection(Buffer.from(svg))).toBe("unsupported");
    expect(await rejection(await halves(100, 100).tiff().toBuffer())).toBe("unsupported");
    const html = Buffer.concat([
      Buffer.from("<html><script>alert(1)</script></html>"),
      await halves(100, 100).jpeg().toBuffer(),
    ]);
    expect(await rejection(html)).toBe("unsupported");
    const error = await processImage(Buffer.from(svg), { widths: [480] }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("Please upload a JPEG, PNG, WebP, GIF or AVIF image");
  });

  it("refuses truncated and corrupt files", async () => {
    const jpeg = await noiseJpeg(400, 300);
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe("unreadable");
    expect(await rejection(Buffer.from("GIF89a<script>alert(1)</script>"))).toBe("unreadable");
    const png = await halves(100, 100).png().toBuffer();
    expect(await rejection(png.subarray(0, 40))).toBe("unreadable");
  });

  it("refuses images too large or too oddly shaped before decoding them", async () => {
    expect(await rejection(pngClaiming(100_000, 100_000))).toBe("too-large");
    expect(await rejection(pngClaiming(60_000, 1_000))).toBe("too-large");
    expect(await rejection(await halves(2000, 10).png().toBuffer())).toBe("bad-proportions");
    expect(await rejection(await halves(10, 2000).png().toBuffer())).toBe("bad-proportions");
  });

  it("cleans an HTML-in-JPEG polyglot: the comment holding the page is not carried over", async () => {
    const jpeg = await halves(200, 100).jpeg().toBuffer();
    const page = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(page.length + 2, 2);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, page, jpeg.subarray(2)]);
    expect(polyglot.includes("<script>")).toBe(true);
    const result = await processImage(polyglot, { widths: [480] });
    for (const rendition of result.renditions)
      expect(Buffer.from(rendition.bytes).includes("<script")).toBe(false);
  });
});

describe("storeResponsiveImage", () => {
  const roots: string[] = [];
  function diskStorage() {
    const root = mkdtempSync(path.join(os.tmpdir(), "hs-images-"));
    roots.push(root);
    return { root, storage: createDiskStorage(root) };
  }
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it("stores each width as WebP under <key>-<width>.webp", async () => {
    const { storage } = diskStorage();
    const photo = await halves(2400, 1600).jpeg().toBuffer();
    const stored = await storeResponsiveImage(storage, "properties/p1/i1", photo);
    expect(stored).toEqual({
      storageKey: "properties/p1/i1",
      widths: [480, 960, 1600],
      width: 1600,
      height: 1067,
    });
    for (const width of stored.widths) {
      const file = await storage.get(renditionKey(stored.storageKey, width));
      if (!file) throw new Error(`width ${width} was not stored`);
      expect(file.contentType).toBe("image/webp");
      const bytes = await buffer(file.body);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
  });

  it("leaves no file behind when a write fails", async () => {
    const { root, storage: disk } = diskStorage();
    let puts = 0;
    const failing: Storage = {
      ...disk,
      put: async (key, data, options) => {
        puts += 1;
        if (puts === 2) throw new Error("disk full");
        await disk.put(key, data, options);
      },
    };
    const photo = await halves(2000, 1000).png().toBuffer();
    await expect(storeResponsiveImage(failing, "properties/p2/i2", photo)).rejects.toThrow(
      "disk full",
    );
    expect(puts).toBe(3);
    const left = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(left.map((entry) => entry.name)).toEqual([]);
  });

  it("stores nothing for a refused upload", async () => {
    const { root, storage } = diskStorage();
    await expect(
      storeResponsiveImage(storage, "avatars/u1/a1", Buffer.from("<svg/>")),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    const left = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(left).toEqual([]);
  });
});
