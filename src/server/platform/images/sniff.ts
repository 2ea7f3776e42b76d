/** The formats the app accepts, named as sharp's metadata names them (AVIF is a HEIF variant). */
export type AcceptedFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * Names the format from the file's own first bytes. Anything else (SVG, HTML, PDF, TIFF, HEIC,
 * text) is refused here, before any decoder sees it: file names and declared types are never
 * trusted, and the SVG and PDF decoders never run on user input.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a"))
    return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** An ISO media file whose `ftyp` box names the AVIF brand, as major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  // After the major brand comes a 4-byte minor version, then the compatible brands.
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}
