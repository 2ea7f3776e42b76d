import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";

/** What the file input offers; the bytes are checked as well, since a name proves nothing. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

const SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether the first bytes are those of a JPEG, PNG, GIF or WebP image: the formats the server
 * accepts. A text file renamed to .png carries image/png as its type but fails here.
 */
export function looksLikeImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, ascii("GIF87a")) ||
    startsWith(bytes, ascii("GIF89a")) ||
    (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
  );
}

/** A toast's title and text. */
export interface ImageFileProblem {
  readonly title: string;
  readonly message: string;
}

/**
 * The toast for an image the server would refuse, or null when it may be uploaded. The limits
 * default to the avatar's, which portfolio photos, posters and covers share; listing
 * photos pass their own. The server checks the bytes again.
 */
export async function checkImageFile(
  file: Blob,
  maxBytes: number = AVATAR_MAX_BYTES,
  sizeError: ImageFileProblem = AVATAR_SIZE_ERROR,
): Promise<ImageFileProblem | null> {
  if (!file.type.startsWith("image/")) return AVATAR_TYPE_ERROR;
  if (file.size > maxBytes) return sizeError;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return looksLikeImage(head) ? null : AVATAR_TYPE_ERROR;
}
