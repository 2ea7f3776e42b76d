import {
  REEL_VIDEO_CONTENT_TYPES,
  REEL_VIDEO_MAX_BYTES,
  type ReelStorageUsage,
  reelStorageFullMessage,
  VIDEO_REJECTION_MESSAGES,
} from "@/shared/manage-reels";
import { sniffVideoFormat } from "@/shared/video-format";

/**
 * What the file input offers: the types, and the extensions for systems that name no type for
 * a .mov. The server checks the bytes again, since a name proves nothing.
 */
export const VIDEO_ACCEPT = [...REEL_VIDEO_CONTENT_TYPES, ".mp4", ".mov", ".webm"].join(",");

const VIDEO_EXTENSION = /\.(mp4|mov|webm)$/i;

/** Any video type (the bytes decide which), or none at all with a video's name (some phones' .mov). */
function hasVideoType(file: File): boolean {
  if (file.type === "") return VIDEO_EXTENSION.test(file.name);
  return file.type.startsWith("video/");
}

/**
 * The message for a video the server would refuse, or null when it may be uploaded. With the
 * account's reel storage, a video that cannot fit in it is refused before any byte is sent.
 */
export async function checkVideoFile(
  file: File,
  storage?: ReelStorageUsage,
): Promise<string | null> {
  if (!hasVideoType(file)) return VIDEO_REJECTION_MESSAGES.unsupported;
  if (file.size > REEL_VIDEO_MAX_BYTES) return VIDEO_REJECTION_MESSAGES["too-large"];
  if (storage && storage.usedBytes + file.size > storage.quotaBytes)
    return reelStorageFullMessage(storage);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffVideoFormat(head) ? null : VIDEO_REJECTION_MESSAGES.unsupported;
}
