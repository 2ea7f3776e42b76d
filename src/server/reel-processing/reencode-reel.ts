import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppJobQueue } from "../jobs";
import { TRANSCODE_JOB } from "../manage-reels/reel-uploads.service";
import type { Database } from "../platform/db/client";
import { reels } from "../platform/db/schema";
import { probeVideo } from "../platform/videos/probe";
import { VideoProcessingError } from "../platform/videos/processing-error";
import type { ProcessingDeps } from "./process-upload";
import { fetchSource, frameColumns, produceMedia, removeProduced } from "./produce-media";

/** Reels posted before uploads were transcoded: one file as uploaded, its tags and all. */
const isLegacy = isNull(reels.smallVideoKey);

/**
 * Queues every reel that still has only its uploaded file for the same renditions as a new
 * upload, keyed by reel, so servers starting together queue each one once.
 */
export async function queueLegacyReels(deps: { db: Database; jobs: AppJobQueue }): Promise<void> {
  const legacy = await deps.db.select({ id: reels.id }).from(reels).where(isLegacy);
  for (const { id } of legacy)
    await deps.jobs.send(TRANSCODE_JOB, { reelId: id }, { singletonKey: id });
}

/**
 * Re-encodes a legacy reel into the two renditions and swaps them in, only if its row still
 * points at the file they were made from; the old file goes once it no longer does. A file
 * FFmpeg cannot read leaves the reel as it was (logged).
 */
export async function reencodeReel(
  deps: ProcessingDeps,
  reelId: string,
  signal: AbortSignal,
): Promise<void> {
  const [reel] = await deps.db
    .select({ videoKey: reels.videoKey })
    .from(reels)
    .where(and(eq(reels.id, reelId), isLegacy));
  if (!reel) return;
  const dir = await mkdtemp(path.join(tmpdir(), "homescope-reel-"));
  try {
    const file = path.join(dir, "source");
    await fetchSource(deps.storage, reel.videoKey, file);
    const info = await probeVideo(file, { signal });
    const produced = await produceMedia(deps.storage, { ...info, file }, dir, {
      reelId,
      threads: deps.threads,
      signal,
    });
    const { video, small } = produced;
    const swapped = await deps.db
      .update(reels)
      .set({
        videoKey: produced.videoKey,
        videoContentType: "video/mp4",
        videoBytes: produced.bytes,
        videoWidth: video.width,
        videoHeight: video.height,
        smallVideoKey: produced.smallVideoKey,
        smallVideoWidth: small.width,
        smallVideoHeight: small.height,
        ...frameColumns(produced),
        updatedAt: sql`now()`,
      })
      .where(and(eq(reels.id, reelId), eq(reels.videoKey, reel.videoKey), isLegacy))
      .returning({ id: reels.id });
    if (swapped.length === 0) return await removeProduced(deps.storage, produced);
    if (reel.videoKey !== produced.videoKey) await deps.storage.delete(reel.videoKey);
  } catch (error) {
    if (!(error instanceof VideoProcessingError)) throw error;
    deps.logger.warn("a reel could not be re-encoded", { reelId, reason: error.reason });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
