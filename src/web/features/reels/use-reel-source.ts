import { type RefObject, useEffect, useState } from "react";
import type { Reel } from "@/shared/reels";
import { type ConnectionHints, pickRendition } from "./pick-rendition";

/**
 * The URL the reel's video plays from, once `load` is first true: picked in the browser for its
 * connection and the width of `box`, so the server's markup (which has no video) never depends
 * on it. Kept once picked: switching later would restart the video.
 */
export function useReelSource(
  reel: Reel,
  load: boolean,
  box: RefObject<HTMLElement | null>,
): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!load || src) return;
    const { renditions, url } = reel.video;
    if (renditions.length === 0) return setSrc(url);
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    const picked = pickRendition(renditions, {
      cssWidth: box.current?.clientWidth || window.innerWidth,
      devicePixelRatio: window.devicePixelRatio,
      connection,
    });
    setSrc(picked.url);
  }, [load, src, reel.video, box]);
  return src;
}
