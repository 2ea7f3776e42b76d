import { ByteReader } from "./bytes";
import type { VideoInfo } from "./video-info";

/**
 * ISO base media (MP4) brands we take as MP4. QuickTime's "qt  " is refused: a .mov is not an MP4
 * even though it shares the box structure, and browsers do not all play it.
 */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso8",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "mmp4",
  "MSNV",
]);

interface Box {
  type: string;
  /** First byte of the payload (after the header). */
  start: number;
  /** One past the last byte of the box, clamped to what is there. */
  end: number;
  /** False when the box claims more bytes than the file has. */
  complete: boolean;
}

/** The boxes between start and end; stops at the first header that does not fit. */
function* boxes(reader: ByteReader, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = reader.uint(offset, 4);
    const type = reader.ascii(offset + 4, 4);
    if (size === null || type === null) return;
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      const large = reader.uint(offset + 8, 8);
      if (large === null) return;
      size = large;
      header = 16;
    } else if (size === 0) {
      // The box runs to the end of the file.
      size = end - offset;
    }
    if (size < header) return;
    const boxEnd = offset + size;
    yield {
      type,
      start: offset + header,
      end: Math.min(boxEnd, end),
      complete: boxEnd <= end,
    };
    offset = boxEnd;
  }
}

function child(reader: ByteReader, parent: Box, type: string): Box | undefined {
  for (const box of boxes(reader, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** The ftyp box's brands (major first), or null when the file does not start with one. */
function mp4Brands(bytes: Uint8Array): string[] | null {
  const reader = new ByteReader(bytes);
  if (reader.ascii(4, 4) !== "ftyp") return null;
  const size = reader.uint(0, 4);
  if (size === null || size < 16) return null;
  const end = Math.min(size, bytes.length, 4096);
  const brands: string[] = [];
  const major = reader.ascii(8, 4);
  if (major === null) return null;
  brands.push(major);
  // After the major brand comes a 4-byte minor version, then the compatible brands.
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    const brand = reader.ascii(offset, 4);
    if (brand !== null) brands.push(brand);
  }
  return brands;
}

/** An MP4 by its ftyp: an MP4 brand as the major brand, or a non-QuickTime file listing one. */
export function isMp4(bytes: Uint8Array): boolean {
  const brands = mp4Brands(bytes);
  if (!brands) return false;
  if (brands[0] === "qt  ") return false;
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

/** mvhd: the movie's timescale and duration, for versions 0 (32-bit) and 1 (64-bit times). */
function movieDuration(reader: ByteReader, mvhd: Box): number | null {
  const version = reader.uint(mvhd.start, 1);
  const [timescale, duration] =
    version === 1
      ? [reader.uint(mvhd.start + 20, 4), reader.uint(mvhd.start + 24, 8)]
      : [reader.uint(mvhd.start + 12, 4), reader.uint(mvhd.start + 16, 4)];
  if (!timescale || duration === null) return null;
  return duration / timescale;
}

/** tkhd ends with width and height as 16.16 fixed-point numbers. */
function trackSize(reader: ByteReader, tkhd: Box): { width: number; height: number } | null {
  const version = reader.uint(tkhd.start, 1);
  const sizeAt = tkhd.start + (version === 1 ? 88 : 76);
  const width = reader.uint(sizeAt, 4);
  const height = reader.uint(sizeAt + 4, 4);
  if (width === null || height === null || sizeAt + 8 > tkhd.end) return null;
  return { width: Math.round(width / 65536), height: Math.round(height / 65536) };
}

/** The handler of a track's media: "vide" for video, "soun" for sound. */
function handlerType(reader: ByteReader, trak: Box): string | null {
  const mdia = child(reader, trak, "mdia");
  const hdlr = mdia && child(reader, mdia, "hdlr");
  // version and flags (4), pre_defined (4), then the handler type.
  return hdlr ? reader.ascii(hdlr.start + 8, 4) : null;
}

/**
 * Size and duration from the moov box (wherever it is: streaming files put it first, others
 * after the media data). Null when the file is cut short (any top-level box incomplete), has no
 * moov, or no video track with a size.
 */
export function readMp4Info(bytes: Uint8Array): VideoInfo | null {
  const reader = new ByteReader(bytes);
  let moov: Box | undefined;
  for (const box of boxes(reader, 0, bytes.length)) {
    // A box claiming more bytes than the file holds means the file was cut short: with the moov
    // first (streaming files) the header alone would still read as a whole, playable video.
    if (!box.complete) return null;
    if (box.type === "moov") moov = box;
  }
  if (!moov) return null;
  const mvhd = child(reader, moov, "mvhd");
  const durationSeconds = mvhd ? movieDuration(reader, mvhd) : null;
  if (durationSeconds === null || !Number.isFinite(durationSeconds)) return null;
  for (const trak of boxes(reader, moov.start, moov.end)) {
    if (trak.type !== "trak" || handlerType(reader, trak) !== "vide") continue;
    const tkhd = child(reader, trak, "tkhd");
    const size = tkhd && trackSize(reader, tkhd);
    if (size && size.width > 0 && size.height > 0) return { ...size, durationSeconds };
  }
  return null;
}
