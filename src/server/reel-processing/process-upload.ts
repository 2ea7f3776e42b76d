import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { REEL_VIDEO_MAX_SECONDS } from "@/shared/manage-reels";
import { removeUploadFiles } from "../manage-reels/reel-uploads.service";
import type { Database } from "../platform/db/client";
import type { Logger } from "../platform/http/logger";
import type { Storage } from "../platform/storage/storage";
import { assertReelLimits, probeVideo } from "../platform/videos/probe";
import { VideoProcessingError } from "../platform/videos/processing-error";
import { fetchSource, produceMedia, removeProduced } from "./produce-media";
import { progressWriter } from "./progress-writer";
import { publishUpload } from "./publish-upload";
import { claimUpload, markFailed } from "./upload-row";

export interface ProcessingDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  /** Encoder threads per transcode. */
  threads: number;
}

/** Attempts before an upload whose job keeps failing for reasons of ours is given up. */
const MAX_ATTEMPTS = 4;
/** The short side a video needs at least: below it, even the small rendition would be a blur. */
const MIN_SHORT_SIDE = 240;

/** The upload was deleted while it was processed: the work stops and nothing is kept. */
class UploadGone extends Error {
  constructor() {
    super("The upload was deleted");
  }
}

/**
 * Turns an upload into a reel: copies the original out of storage, checks it (a video track, at
 * most the reel length), transcodes it into the full and small renditions with everything but
 * picture and sound left behind (GPS, device, times), takes a poster from it when the uploader
 * gave none, and publishes the reel. What the video itself makes impossible fails the upload
 * with its reason; anything else throws, and the queue tries again.
 */
export async function processReelUpload(
  deps: ProcessingDeps,
  uploadId: string,
  signal: AbortSignal,
): Promise<void> {
  const upload = await claimUpload(deps.db, uploadId);
  if (!upload) return;
  if (upload.attempts > MAX_ATTEMPTS) return markFailed(deps.db, upload.id, "interrupted");
  const dir = await mkdtemp(path.join(tmpdir(), "homescope-reel-"));
  try {
    const file = path.join(dir, "source");
    await fetchSource(deps.storage, upload.sourceKey, file);
    const info = await probeVideo(file, { signal });
    assertReelLimits(info, { maxSeconds: REEL_VIDEO_MAX_SECONDS, minShortSide: MIN_SHORT_SIDE });
    const stop = new AbortController();
    const produced = await produceMedia(deps.storage, { ...info, file }, dir, {
      reelId: upload.id,
      threads: deps.threads,
      signal: AbortSignal.any([signal, stop.signal]),
      onProgress: progressWriter(deps.db, upload.id, () => stop.abort(new UploadGone())),
    });
    const published = await publishUpload(deps, upload, produced);
    if (!published) return await removeProduced(deps.storage, produced);
    // The uploader's poster now belongs to the reel; only the original goes.
    await removeUploadFiles(deps.storage, {
      sourceKey: upload.sourceKey,
      posterKey: null,
      posterWidths: null,
    });
  } catch (error) {
    if (error instanceof UploadGone) return;
    if (error instanceof VideoProcessingError) {
      deps.logger.info("reel upload refused", { uploadId, reason: error.reason });
      return markFailed(deps.db, upload.id, error.reason);
    }
    if (!signal.aborted && upload.attempts >= MAX_ATTEMPTS) {
      deps.logger.error("reel processing failed", { uploadId, error: String(error) });
      return markFailed(deps.db, upload.id, "interrupted");
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
