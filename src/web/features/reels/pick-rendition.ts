import type { ReelRendition } from "@/shared/reels";

/** What the browser says of its connection (Network Information API; Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  /** Estimated bandwidth in Mbps. */
  downlink?: number;
}

export interface RenditionContext {
  /** The video box's CSS width. */
  cssWidth: number;
  devicePixelRatio: number;
  connection?: ConnectionHints | undefined;
}

const SLOW_TYPES = new Set(["slow-2g", "2g", "3g"]);
const SLOW_DOWNLINK_MBPS = 5;
/** Beyond 2x the eye gains little, and the bytes cost a lot on phones. */
const MAX_PIXEL_RATIO = 2;

function isSlow(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  if (connection.effectiveType && SLOW_TYPES.has(connection.effectiveType)) return true;
  return typeof connection.downlink === "number" && connection.downlink < SLOW_DOWNLINK_MBPS;
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
  if (isSlow(connection)) return small;
  const needed = cssWidth * Math.min(devicePixelRatio || 1, MAX_PIXEL_RATIO);
  return bySize.find((rendition) => rendition.width >= needed) ?? largest;
}
