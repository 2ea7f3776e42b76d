import sharp, { type Metadata } from "sharp";
import { ImageRejectedError } from "./errors";
import { MAX_ASPECT_RATIO, MAX_INPUT_PIXELS, MAX_RENDITION_WIDTH, WEBP_QUALITY } from "./limits";
import { type AcceptedFormat, sniffImageFormat } from "./sniff";

interface Rendition {
  width: number;
  height: number;
  /** WebP, without any metadata. */
  bytes: Uint8Array;
}

export interface ProcessedImage {
  /** Ascending by width. */
  renditions: Rendition[];
  /** Size of the largest rendition. */
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a photo we accept and renders it as WebP at the given widths, upright
 * (EXIF orientation applied) and with all metadata dropped, GPS position included. A source
 * narrower than the largest width is never enlarged: its own width becomes the top rendition.
 * Throws ImageRejectedError for anything that is not a readable JPEG, PNG, WebP, GIF (first
 * frame) or AVIF of sane size and proportions.
 */
export async function processImage(
  bytes: Uint8Array,
  options: { widths: readonly number[] },
): Promise<ProcessedImage> {
  const requested = normaliseWidths(options.widths);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejectedError("unsupported");

  const header = await readHeader(bytes);
  if (!isFormat(header, format)) throw new ImageRejectedError("unsupported");
  const { width, height } = header.autoOrient;
  if (!(width > 0 && height > 0)) throw new ImageRejectedError("unreadable");
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError("too-large");
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO)
    throw new ImageRejectedError("bad-proportions");

  const widths = renditionWidths(width, requested);
  const base = await decodeOnce(bytes, widths.at(-1) ?? width);
  const { info } = base;
  const renditions = await Promise.all(
    widths.map(async (target) => {
      const raw = sharp(base.data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      const resized = target === info.width ? raw : raw.resize({ width: target });
      const out = await resized
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, bytes: new Uint8Array(out.data) };
    }),
  );
  const largest = renditions.at(-1);
  if (!largest) throw new Error("processImage made no rendition");
  return { renditions, width: largest.width, height: largest.height };
}

/**
 * The widths to render for a source this wide: every requested width below it, topped by the
 * largest requested width or, when the source is narrower, the source's own width.
 */
export function renditionWidths(sourceWidth: number, requested: readonly number[]): number[] {
  const largest = requested.at(-1) ?? sourceWidth;
  const top = Math.min(sourceWidth, largest);
  return [...requested.filter((width) => width < top), top];
}

function normaliseWidths(widths: readonly number[]): number[] {
  if (widths.length === 0) throw new RangeError("processImage needs at least one width");
  for (const width of widths) {
    if (!Number.isInteger(width) || width < 1 || width > MAX_RENDITION_WIDTH)
      throw new RangeError(`Rendition width must be an integer from 1 to ${MAX_RENDITION_WIDTH}`);
  }
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Reads only the header, so the size checks run before a single pixel is decoded. */
async function readHeader(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new ImageRejectedError("unreadable", { cause });
  }
}

function isFormat(header: Metadata, format: AcceptedFormat): boolean {
  if (format === "avif") return header.format === "heif" && header.compression === "av1";
  return header.format === format;
}

/**
 * Decodes the source once, already shrunk to the largest rendition (JPEG and WebP shrink while
 * decoding), into raw sRGB pixels that every rendition is cut from. Cloning a sharp pipeline
 * instead would decode the full source again for each width. `failOn: "error"` refuses truncated
 * or corrupt data but not the harmless warnings many camera files raise.
 */
async function decodeOnce(bytes: Uint8Array, width: number) {
  try {
    return await sharp(bytes, {
      autoOrient: true,
      failOn: "error",
      limitInputPixels: MAX_INPUT_PIXELS,
      pages: 1,
    })
      .resize({ width, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new ImageRejectedError("unreadable", { cause });
  }
}
