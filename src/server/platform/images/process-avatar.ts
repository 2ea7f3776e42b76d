import sharp, { type Metadata } from "sharp";
import { ImageRejectedError } from "./errors";
import { MAX_INPUT_PIXELS, WEBP_QUALITY } from "./limits";
import { type AcceptedFormat, sniffImageFormat } from "./sniff";

/** Avatars are shown at most 128 CSS pixels wide; 512 keeps them sharp on 4x screens. */
const AVATAR_SIDE = 512;
export const AVATAR_CONTENT_TYPE = "image/webp";

/** Avatars are JPEG, PNG, WebP or GIF; AVIF, accepted for listing photos, is not among them. */
const AVATAR_FORMATS: ReadonlySet<AcceptedFormat> = new Set(["jpeg", "png", "webp", "gif"]);

export interface ProcessedAvatar {
  /** Square WebP without any metadata. */
  bytes: Uint8Array;
  side: number;
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF (first frame) and renders a square WebP of
 * at most AVATAR_SIDE pixels, cropped to the centre, upright per EXIF and with every piece of
 * metadata (GPS position included) dropped. Small sources are cropped, never enlarged.
 * Throws ImageRejectedError ("unsupported", "unreadable" or "too-large") for anything else.
 */
export async function processAvatar(bytes: Uint8Array): Promise<ProcessedAvatar> {
  const format = sniffImageFormat(bytes);
  if (!format || !AVATAR_FORMATS.has(format)) throw new ImageRejectedError("unsupported");

  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new ImageRejectedError("unreadable", { cause });
  }
  // The signature matched but the decoder sees something else: a disguised file.
  if (header.format !== format) throw new ImageRejectedError("unsupported");
  const { width, height } = header.autoOrient;
  if (!(width > 0 && height > 0)) throw new ImageRejectedError("unreadable");
  // Checked on the header, before decoding: a small file can still claim a huge canvas.
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError("too-large");

  const side = Math.min(AVATAR_SIDE, width, height);
  try {
    // sharp keeps no metadata unless asked to (withMetadata/keepExif), so EXIF and GPS go here.
    const out = await sharp(bytes, {
      autoOrient: true,
      failOn: "error",
      limitInputPixels: MAX_INPUT_PIXELS,
      pages: 1,
    })
      .resize(side, side, { fit: "cover", position: "centre" })
      .toColourspace("srgb")
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { bytes: new Uint8Array(out), side };
  } catch (cause) {
    throw new ImageRejectedError("unreadable", { cause });
  }
}
