import { randomBytes } from "node:crypto";
import {
  deleteResponsiveImage,
  type StoredResponsiveImage,
  storeResponsiveImage,
} from "../platform/images";
import { PRIVATE_FOLDER } from "../platform/storage/media.routes";
import type { Storage } from "../platform/storage/storage";

/**
 * A reel fills a phone screen: 360 for small or slow screens, 540 for most phones, 1080 for sharp
 * ones (a source is never enlarged). Shared by the demo seeder and the upload.
 */
const REEL_POSTER_WIDTHS = [360, 540, 1080] as const;

export interface StoredReelMedia {
  videoKey: string;
  poster: StoredResponsiveImage;
}

const VIDEO_EXTENSIONS: Record<string, string> = { "video/mp4": "mp4", "video/webm": "webm" };

/** Where a reel's video lives: `reels/<reelId>/video.<ext>`. */
export function reelVideoKey(reelId: string, contentType: string): string {
  const extension = VIDEO_EXTENSIONS[contentType];
  if (!extension) throw new Error(`No file extension for ${contentType}`);
  return `reels/${reelId}/video.${extension}`;
}

/** Where an upload's original waits for its transcode: never served, since it may carry GPS. */
export function reelSourceKey(reelId: string, extension: string): string {
  return `${PRIVATE_FOLDER}reel-uploads/${reelId}/source.${extension}`;
}

/** A processed reel's renditions: `reels/<reelId>/720.mp4` and `reels/<reelId>/360.mp4`. */
export function reelRenditionKey(reelId: string, shortSide: number): string {
  return `reels/${reelId}/${shortSide}.mp4`;
}

/**
 * Stores a version of a reel's captions and answers its key: a new key each time, since media is
 * cached for good.
 */
export async function storeReelCaptions(
  storage: Storage,
  reelId: string,
  vtt: string,
): Promise<string> {
  const key = `reels/${reelId}/captions-${randomBytes(6).toString("hex")}.vtt`;
  await storage.put(key, new TextEncoder().encode(vtt), { contentType: "text/vtt; charset=utf-8" });
  return key;
}

/** Renders and stores a reel's poster at `reels/<reelId>/poster` in every REEL_POSTER_WIDTHS. */
export function storeReelPoster(
  storage: Storage,
  reelId: string,
  posterBytes: Uint8Array,
): Promise<StoredResponsiveImage> {
  return storeResponsiveImage(storage, `reels/${reelId}/poster`, posterBytes, REEL_POSTER_WIDTHS);
}

/** A still of the video, stored in the poster widths so it can become the poster as it is. */
export function storeReelFrame(
  storage: Storage,
  reelId: string,
  index: number,
  bytes: Uint8Array,
): Promise<StoredResponsiveImage> {
  return storeResponsiveImage(
    storage,
    `reels/${reelId}/frame-${index + 1}`,
    bytes,
    REEL_POSTER_WIDTHS,
  );
}

/**
 * Stores a reel's video and poster renditions. All or nothing: both writes settle before any
 * cleanup (so a failure cannot race a write still in flight), and when either fails every file
 * is removed before the error is rethrown. Poster refusals (ImageRejectedError) surface as they are.
 */
export async function storeReelMedia(
  storage: Storage,
  reelId: string,
  video: { bytes: Uint8Array; contentType: string },
  posterBytes: Uint8Array,
): Promise<StoredReelMedia> {
  const videoKey = reelVideoKey(reelId, video.contentType);
  const [videoWrite, posterWrite] = await Promise.allSettled([
    storage.put(videoKey, video.bytes, { contentType: video.contentType }),
    storeReelPoster(storage, reelId, posterBytes),
  ]);
  if (videoWrite.status === "rejected" || posterWrite.status === "rejected") {
    await Promise.allSettled([
      // Also after a failed put: a write that failed late may have left a file.
      storage.delete(videoKey),
      // storeResponsiveImage removes its own renditions when it fails.
      posterWrite.status === "fulfilled" ? deleteResponsiveImage(storage, posterWrite.value) : null,
    ]);
    throw videoWrite.status === "rejected"
      ? videoWrite.reason
      : (posterWrite as PromiseRejectedResult).reason;
  }
  return { videoKey, poster: posterWrite.value };
}

export interface ReelMediaKeys {
  videoKey: string;
  smallVideoKey?: string | null;
  captionsKey?: string | null;
  posterKey: string | null;
  posterWidths: number[] | null;
  frameKeys?: string[] | null;
  frameWidths?: number[] | null;
}

/**
 * Removes a reel's files, e.g. after its row is deleted or its insert failed (a poster that is
 * one of the frames goes with them). Never throws.
 */
export async function deleteReelMedia(storage: Storage, media: ReelMediaKeys): Promise<void> {
  const { posterKey, posterWidths, frameWidths } = media;
  const images = [
    ...(posterKey && posterWidths ? [{ storageKey: posterKey, widths: posterWidths }] : []),
    ...(frameWidths
      ? (media.frameKeys ?? []).map((storageKey) => ({ storageKey, widths: frameWidths }))
      : []),
  ];
  await Promise.allSettled([
    storage.delete(media.videoKey),
    media.smallVideoKey ? storage.delete(media.smallVideoKey) : null,
    media.captionsKey ? storage.delete(media.captionsKey) : null,
    ...images.map((image) => deleteResponsiveImage(storage, image)),
  ]);
}
