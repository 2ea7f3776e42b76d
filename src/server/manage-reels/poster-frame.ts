import { MANAGE_REEL_MESSAGES } from "@/shared/manage-reels";
import { ApiError } from "../platform/http/errors";

interface ReelImages {
  frameKeys: string[] | null;
  frameWidths: number[] | null;
  videoWidth: number;
  videoHeight: number;
  posterKey: string;
  posterWidths: number[];
}

/**
 * The poster columns for the reel's still at `index` (stored in the poster widths, so it becomes
 * the poster as it is), or a 400 on posterFrame when the reel has no such still.
 */
export function posterFromFrame(reel: ReelImages, index: number) {
  const storageKey = reel.frameKeys?.[index];
  if (!storageKey || !reel.frameWidths) {
    const message = MANAGE_REEL_MESSAGES.posterFrameInvalid;
    throw ApiError.validation([{ path: "posterFrame", message }], message);
  }
  return {
    posterKey: storageKey,
    posterWidths: reel.frameWidths,
    posterWidth: reel.videoWidth,
    posterHeight: reel.videoHeight,
  };
}

/** The poster's own files when they go with it: not when the poster is one of the stills. */
export function ownPoster(reel: ReelImages) {
  return reel.frameKeys?.includes(reel.posterKey)
    ? null
    : { storageKey: reel.posterKey, widths: reel.posterWidths };
}
