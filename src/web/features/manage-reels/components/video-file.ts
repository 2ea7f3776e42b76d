import {
  REEL_VIDEO_CONTENT_TYPES,
  REEL_VIDEO_MAX_BYTES,
  type ReelStorageUsage,
  reelStorageFullMessage,
  VIDEO_REJECTION_MESSAGES,
} from "@/shared/manage-reels";

/** What the file input offers; the server checks the bytes again, since a name proves nothing. */
export const VIDEO_ACCEPT = REEL_VIDEO_CONTENT_TYPES.join(",");

const startsWithAt = (bytes: Uint8Array, text: string, offset: number) =>
  [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

/** An ISO media file that is not QuickTime, or an EBML (Matroska/WebM) file. */
function looksLikeVideo(bytes: Uint8Array): boolean {
  if (startsWithAt(bytes, "ftyp", 4)) return !startsWithAt(bytes, "qt  ", 8);
  return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
}

/**
 * The message for a video the server would refuse, or null when it may be uploaded. With the
 * account's reel storage, a video that cannot fit in it is refused before any byte is sent.
 */
export async function checkVideoFile(
  file: File,
  storage?: ReelStorageUsage,
): Promise<string | null> {
  if (!(REEL_VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type))
    return VIDEO_REJECTION_MESSAGES.unsupported;
  if (file.size > REEL_VIDEO_MAX_BYTES) return VIDEO_REJECTION_MESSAGES["too-large"];
  if (storage && storage.usedBytes + file.size > storage.quotaBytes)
    return reelStorageFullMessage(storage);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return looksLikeVideo(head) ? null : VIDEO_REJECTION_MESSAGES.unsupported;
}
