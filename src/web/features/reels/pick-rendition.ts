import { type ConnectionHints, wantsLightMedia } from "@/shared/connection-hints";
import type { Reel, ReelRendition } from "@/shared/reels";

export interface RenditionContext {
  /** The video box's CSS width. */
  cssWidth: number;
  devicePixelRatio: number;
  connection?: ConnectionHints | undefined;
}

/** Beyond 2x the eye gains little, and the bytes cost a lot on phones. */
const MAX_PIXEL_RATIO = 2;

/**
 * The rendition a reel drawn on the server starts with, decided before the browser can say
 * anything: the smallest for a light start, else the full one.
 */
export function startingRendition(video: Reel["video"], light: boolean): string {
  const smallest = video.renditions[video.renditions.length - 1];
  return light && smallest ? smallest.url : video.url;
}

/**
 * The rendition to play: the small one on a slow or data-saving connection or when it already
 * fills the box; else the smallest one at least as wide as the box's device pixels, else the
 * largest. `renditions` is largest first and not empty.
 */
export function pickRendition(
  renditions: readonly ReelRendition[],
  { cssWidth, devicePixelRatio, connection }: RenditionContext,
): ReelRendition {
  const bySize = [...renditions].sort((a, b) => a.width - b.width);
  const small = bySize[0];
  const largest = bySize[bySize.length - 1];
  if (!small || !largest) throw new Error("A reel has at least one rendition");
  if (wantsLightMedia(connection)) return small;
  const needed = cssWidth * Math.min(devicePixelRatio || 1, MAX_PIXEL_RATIO);
  return bySize.find((rendition) => rendition.width >= needed) ?? largest;
}
