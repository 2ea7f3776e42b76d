import { REEL_PROCESSING_FAILURES, type ReelProcessingFailure } from "@/shared/manage-reels";

export type { ReelProcessingFailure };

/**
 * The uploaded video itself is the problem: its message is the one its uploader sees. `detail`
 * (FFmpeg's last words) is for the logs only. Failures of ours (a missing binary, a crash) are
 * plain errors, so the job can retry them.
 */
export class VideoProcessingError extends Error {
  readonly detail: string | undefined;

  constructor(
    readonly reason: ReelProcessingFailure,
    options?: { detail?: string; cause?: unknown },
  ) {
    super(REEL_PROCESSING_FAILURES[reason], { cause: options?.cause });
    this.name = "VideoProcessingError";
    this.detail = options?.detail;
  }
}
