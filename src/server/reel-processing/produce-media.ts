import { createReadStream, createWriteStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { StoredResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { extractFrames } from "../platform/videos/frames";
import { type ProbedVideo, probeVideo } from "../platform/videos/probe";
import { VideoProcessingError } from "../platform/videos/processing-error";
import { REEL_RENDITIONS, transcodeReel } from "../platform/videos/transcode";
import { deleteReelMedia, reelRenditionKey, storeReelFrame } from "../reels/reel-media";

/** What processing stored for a reel, before the reel's row points at it. */
export interface ProducedMedia {
  videoKey: string;
  smallVideoKey: string;
  video: ProbedVideo;
  small: ProbedVideo;
  /** Both renditions' bytes: what the reel counts against its author's storage. */
  bytes: number;
  /** Stills through the video, any of which may be the poster (all of one size). */
  frames: StoredResponsiveImage[];
  captionsKey?: string | null;
}

/** Stills offered as posters: the middle of each third of the video. */
const FRAME_CHOICES = 3;
/** Without a poster of the uploader's, the reel starts with the middle still. */
export const DEFAULT_FRAME = 1;

/** Removes what processing stored, when it did not become the reel's. Never throws. */
export function removeProduced(storage: Storage, produced: ProducedMedia): Promise<void> {
  return deleteReelMedia(storage, {
    videoKey: produced.videoKey,
    smallVideoKey: produced.smallVideoKey,
    captionsKey: produced.captionsKey ?? null,
    posterKey: null,
    posterWidths: null,
    ...frameColumns(produced),
  });
}

/** A stored video copied to a file: FFmpeg needs one it can seek in (a .mov's index may come last). */
export async function fetchSource(storage: Storage, key: string, file: string): Promise<void> {
  const stored = await storage.get(key);
  if (!stored) throw new VideoProcessingError("unreadable");
  await pipeline(stored.body, createWriteStream(file));
}

export interface MediaWork {
  reelId: string;
  threads: number;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * The full and small renditions of a probed source and stills taken through it, stored under
 * the reel's keys. All or nothing: a failure removes what was stored.
 */
export async function produceMedia(
  storage: Storage,
  source: ProbedVideo & { file: string },
  dir: string,
  work: MediaWork,
): Promise<ProducedMedia> {
  const { signal } = work;
  const full = { ...REEL_RENDITIONS.full, path: path.join(dir, "full.mp4") };
  const small = { ...REEL_RENDITIONS.small, path: path.join(dir, "small.mp4") };
  await transcodeReel(source.file, [full, small], {
    durationSeconds: source.durationSeconds,
    hasAudio: source.hasAudio,
    threads: work.threads,
    signal,
    onProgress: work.onProgress,
  });
  const [fullInfo, smallInfo] = await Promise.all([
    probeVideo(full.path, { signal }),
    probeVideo(small.path, { signal }),
  ]);
  const produced: ProducedMedia = {
    videoKey: reelRenditionKey(work.reelId, full.shortSide),
    smallVideoKey: reelRenditionKey(work.reelId, small.shortSide),
    video: fullInfo,
    small: smallInfo,
    bytes: 0,
    frames: [],
  };
  try {
    for (const [key, file] of [
      [produced.videoKey, full.path],
      [produced.smallVideoKey, small.path],
    ] as const) {
      await storage.putStream(key, createReadStream(file), { contentType: "video/mp4" });
      produced.bytes += (await stat(file)).size;
    }
    const stills = await extractFrames(full.path, fullInfo.durationSeconds, FRAME_CHOICES, dir, {
      signal,
    });
    for (const [index, still] of stills.entries())
      produced.frames.push(
        await storeReelFrame(storage, work.reelId, index, await readFile(still)),
      );
  } catch (error) {
    await removeProduced(storage, produced);
    throw error;
  }
  return produced;
}

/** The reel's columns for its stills. */
export function frameColumns(produced: ProducedMedia) {
  return {
    frameKeys: produced.frames.map((frame) => frame.storageKey),
    frameWidths: produced.frames[0]?.widths ?? null,
  };
}
