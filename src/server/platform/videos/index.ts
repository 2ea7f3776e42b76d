/**
 * Reel videos are recognised by their bytes and measured from their container (no ffmpeg): MP4
 * (ISO base media) and WebM (a Matroska profile), the two formats every browser plays.
 */

import { VideoRejectedError } from "./errors";
import { isMp4, readMp4Info } from "./mp4";
import type { VideoInfo } from "./video-info";
import { isWebm } from "./webm";
import { readWebmInfo } from "./webm-scanner";

export type { VideoInfo } from "./video-info";
export { VideoRejectedError };

export type VideoFormat = "mp4" | "webm";

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
};

/** Names the format from the file's own first bytes; file names and declared types prove nothing. */
export function sniffVideoFormat(bytes: Uint8Array): VideoFormat | null {
  if (isMp4(bytes)) return "mp4";
  if (isWebm(bytes)) return "webm";
  return null;
}

/** Width, height and duration read from the container; null when it is truncated or damaged. */
export function readVideoInfo(bytes: Uint8Array, format: VideoFormat): VideoInfo | null {
  return format === "mp4" ? readMp4Info(bytes) : readWebmInfo(bytes);
}

/**
 * The upload's format and measurements, or a VideoRejectedError: not MP4/WebM, unreadable
 * (e.g. truncated before its moov box), or longer than a reel may be.
 */
export function inspectVideo(
  bytes: Uint8Array,
  maxSeconds: number,
): { format: VideoFormat; contentType: string; info: VideoInfo } {
  const format = sniffVideoFormat(bytes);
  if (!format) throw new VideoRejectedError("unsupported");
  const info = readVideoInfo(bytes, format);
  if (!info || info.durationSeconds <= 0) throw new VideoRejectedError("unreadable");
  if (info.durationSeconds > maxSeconds) throw new VideoRejectedError("too-long");
  return { format, contentType: VIDEO_CONTENT_TYPES[format], info };
}

export { inspectStoredVideo } from "./stored-video";
