import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Hostile files for the upload routes. `refuse` files must get a 4xx; `clean`
 * files are real images carrying something else (a script, a path in the name): they may be
 * accepted only if what is stored is the app's own re-encoding, free of the payload.
 */
export interface CorpusFile {
  label: string;
  name: string;
  type: string;
  bytes: Uint8Array;
  expect: "refuse" | "clean";
}

/** The marker every payload carries, looked for in whatever the app stores. */
export const PAYLOAD = "hs-corpus-payload";
const SCRIPT = `<script>window.${PAYLOAD.replaceAll("-", "_")}=1</script>`;

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming width x height RGB pixels, followed by a
 * few rows' worth of deflated zeros (the rest would expand to gigabytes).
 */
function bombPng(width = 30_000, height = 30_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return join(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** A real JPEG whose frame header is rewritten to claim 65000 x 65000 pixels. */
function hugeJpeg(jpeg: Uint8Array): Uint8Array {
  const bytes = Buffer.from(jpeg);
  for (let i = 2; i + 9 < bytes.length; i++) {
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(65_000, i + 5);
      bytes.writeUInt16BE(65_000, i + 7);
      break;
    }
  }
  return new Uint8Array(bytes);
}

export async function imageCorpus(): Promise<CorpusFile[]> {
  const jpeg = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer(),
  );
  const gif = new Uint8Array(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a37" } })
      .gif()
      .toBuffer(),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`;
  return [
    {
      label: "text renamed .jpg",
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: text(`just text ${PAYLOAD}`),
      expect: "refuse",
    },
    {
      label: "SVG with a script",
      name: "logo.svg",
      type: "image/svg+xml",
      bytes: text(svg),
      expect: "refuse",
    },
    {
      label: "SVG renamed .png",
      name: "logo.png",
      type: "image/png",
      bytes: text(svg),
      expect: "refuse",
    },
    {
      label: "HTML renamed .jpg",
      name: "page.jpg",
      type: "image/jpeg",
      bytes: text(`<!doctype html>${SCRIPT}`),
      expect: "refuse",
    },
    {
      label: "truncated JPEG",
      name: "cut.jpg",
      type: "image/jpeg",
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      expect: "refuse",
    },
    {
      label: "JPEG magic only",
      name: "magic.jpg",
      type: "image/jpeg",
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      expect: "refuse",
    },
    {
      label: "30000x30000 PNG bomb",
      name: "bomb.png",
      type: "image/png",
      bytes: bombPng(),
      expect: "refuse",
    },
    {
      label: "65000x65000 JPEG header",
      name: "huge.jpg",
      type: "image/jpeg",
      bytes: hugeJpeg(jpeg),
      expect: "refuse",
    },
    {
      label: "GIF header + JavaScript",
      name: "x.gif",
      type: "image/gif",
      bytes: text(`GIF89a=1;/*${PAYLOAD}*/alert(1)//`),
      expect: "refuse",
    },
    {
      label: "PDF renamed .png",
      name: "doc.png",
      type: "image/png",
      bytes: text(`%PDF-1.4\n${PAYLOAD}\n%%EOF`),
      expect: "refuse",
    },
    {
      label: "traversal name, text inside",
      name: "../../etc/passwd.jpg",
      type: "image/jpeg",
      bytes: text(`root:x:0:0:${PAYLOAD}`),
      expect: "refuse",
    },
    {
      label: "traversal name, real JPEG",
      name: "../../../../tmp/hs-corpus.jpg",
      type: "image/jpeg",
      bytes: jpeg,
      expect: "clean",
    },
    {
      label: "JPEG + HTML polyglot",
      name: "poly.jpg",
      type: "image/jpeg",
      bytes: join(jpeg, text(`<html>${SCRIPT}${PAYLOAD}</html>`)),
      expect: "clean",
    },
    {
      label: "GIF + JavaScript polyglot",
      name: "poly.gif",
      type: "image/gif",
      bytes: join(gif, text(`/*${PAYLOAD}*/alert(1)//`)),
      expect: "clean",
    },
  ];
}

/**
 * Files that are not videos, for the reel upload's video part. (A video container that is empty
 * or damaged is taken in and fails in processing: reel-processing.test.ts.)
 */
export function videoCorpus(): CorpusFile[] {
  return [
    {
      label: "text renamed .mp4",
      name: "tour.mp4",
      type: "video/mp4",
      bytes: text(`not a video ${PAYLOAD}`),
      expect: "refuse",
    },
    {
      label: "HTML renamed .mp4",
      name: "tour.mp4",
      type: "video/mp4",
      bytes: text(`<!doctype html>${SCRIPT}`),
      expect: "refuse",
    },
    {
      label: "SVG as video",
      name: "tour.svg",
      type: "image/svg+xml",
      bytes: text(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
      expect: "refuse",
    },
    {
      label: "traversal name, text inside",
      name: "../../etc/passwd.mp4",
      type: "video/mp4",
      bytes: text(`root:x:0:0:${PAYLOAD}`),
      expect: "refuse",
    },
  ];
}
