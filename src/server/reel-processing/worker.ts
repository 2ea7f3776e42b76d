import type { AppDeps } from "../context";
import { TRANSCODE_JOB } from "../manage-reels/reel-uploads.service";
import { processReelUpload } from "./process-upload";
import { queueLegacyReels, reencodeReel } from "./reencode-reel";

/** An upload to make a reel of, or a legacy reel to re-encode. */
type TranscodeJob = { uploadId: string } | { reelId: string };

/** Ends a transcode before the queue would count its job lost (30 min), so two never overlap. */
const TRANSCODE_TIMEOUT_MS = 25 * 60_000;

/**
 * Runs this server's share of reel transcodes: VIDEO_TRANSCODE_CONCURRENCY at a time (none at 0),
 * one job per worker, uploads and legacy reels alike. A stopping server aborts its transcodes;
 * the queue retries them elsewhere.
 */
export async function startReelProcessingWorker(
  deps: Pick<AppDeps, "db" | "jobs" | "storage" | "logger" | "env">,
): Promise<void> {
  const { env } = deps;
  if (env.VIDEO_TRANSCODE_CONCURRENCY === 0) return;
  const processing = { ...deps, threads: env.VIDEO_TRANSCODE_THREADS };
  await deps.jobs.work<TranscodeJob>(
    TRANSCODE_JOB,
    (job, stopping) => {
      const signal = AbortSignal.any([stopping, AbortSignal.timeout(TRANSCODE_TIMEOUT_MS)]);
      return "uploadId" in job
        ? processReelUpload(processing, job.uploadId, signal)
        : reencodeReel(processing, job.reelId, signal);
    },
    { batchSize: 1, workers: env.VIDEO_TRANSCODE_CONCURRENCY },
  );
  await queueLegacyReels(deps);
}
