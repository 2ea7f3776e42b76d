import { VIDEO_REJECTION_MESSAGES, type VideoRejectionReason } from "@/shared/manage-reels";
import { ApiError } from "../http/errors";

export type { VideoRejectionReason };

/**
 * The uploaded bytes are not a video we accept. An ApiError, so a route that lets it through
 * still answers with the user-facing message and a 4xx, never a 500.
 */
export class VideoRejectedError extends ApiError {
  constructor(readonly reason: VideoRejectionReason) {
    super(
      reason === "too-large" ? "PAYLOAD_TOO_LARGE" : "VALIDATION_FAILED",
      VIDEO_REJECTION_MESSAGES[reason],
    );
    this.name = "VideoRejectedError";
  }
}
