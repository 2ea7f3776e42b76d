import { ApiError } from "../http/errors";
import { MAX_INPUT_PIXELS } from "./limits";

export type ImageRejectionReason = "unsupported" | "unreadable" | "too-large" | "bad-proportions";

export const IMAGE_REJECTION_MESSAGES: Record<ImageRejectionReason, string> = {
  unsupported: "Please upload a JPEG, PNG, WebP, GIF or AVIF image",
  unreadable: "This image could not be read. It may be damaged or incomplete.",
  "too-large": `This image is too large. Please upload an image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  "bad-proportions": "This image is too narrow or too wide. Please crop it and try again.",
};

/**
 * The uploaded bytes are not an image we accept. It is an ApiError so that a route which lets it
 * through still answers with the user-facing message and a 4xx, never a 500.
 */
export class ImageRejectedError extends ApiError {
  constructor(
    readonly reason: ImageRejectionReason,
    options?: { cause?: unknown },
  ) {
    super(
      reason === "unsupported"
        ? "UNSUPPORTED_MEDIA_TYPE"
        : reason === "too-large"
          ? "PAYLOAD_TOO_LARGE"
          : "BAD_REQUEST",
      IMAGE_REJECTION_MESSAGES[reason],
    );
    this.name = "ImageRejectedError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
