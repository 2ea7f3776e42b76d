export type VideoSourceFormat = "mp4" | "mov" | "webm";

/** How a stored source is labelled: its own format, whatever the upload claimed. */
export const VIDEO_SOURCE_TYPES: Record<
  VideoSourceFormat,
  { contentType: string; extension: string }
> = {
  mp4: { contentType: "video/mp4", extension: "mp4" },
  mov: { contentType: "video/quicktime", extension: "mov" },
  webm: { contentType: "video/webm", extension: "webm" },
};

/** Old QuickTime files start with one of these boxes instead of ftyp. */
const QUICKTIME_FIRST_BOXES = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * Names an upload's format from its first bytes (16 are enough), before FFmpeg sees it: the
 * browser checks a chosen file with it, the server the bytes that arrive. Only the container is
 * checked: whether its codecs decode is FFmpeg's to say. Matroska counts as WebM, which is a
 * profile of it that FFmpeg reads the same way.
 */
export function sniffVideoFormat(head: Uint8Array): VideoSourceFormat | null {
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  ) {
    return "webm";
  }
  if (head.length < 8) return null;
  const size = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  const type = ascii(head, 4, 8);
  if (type === "ftyp") {
    if (head.length < 12 || (size !== 1 && size < 12)) return null;
    return ascii(head, 8, 12) === "qt  " ? "mov" : "mp4";
  }
  // Size 1 means a 64-bit size follows, as a large first mdat has.
  if (QUICKTIME_FIRST_BOXES.has(type) && (size >= 8 || size === 1)) return "mov";
  return null;
}
