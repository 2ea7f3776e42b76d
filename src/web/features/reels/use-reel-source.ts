import { createContext, type RefObject, useContext, useEffect, useState } from "react";
import type { ConnectionHints } from "@/shared/connection-hints";
import type { Reel } from "@/shared/reels";
import { pickRendition, startingRendition } from "./pick-rendition";

/**
 * Whether the reels drawn on the server start with their small rendition: the server's guess
 * from the request (a phone, Save-Data, a slow network), so the markup can fetch the video while
 * the scripts are still on their way. Null on a page the browser drew itself.
 */
export const LightStartContext = createContext<boolean | null>(null);

/**
 * The URL the reel's video plays from. A reel loaded from the first render of a page the server
 * drew keeps the server's choice, so the markup and the browser agree; the others are picked in
 * the browser once they load, for its connection and the width of `box`. Kept once picked:
 * switching later would restart the video.
 */
export function useReelSource(
  reel: Reel,
  load: boolean,
  box: RefObject<HTMLElement | null>,
): string | null {
  const light = useContext(LightStartContext);
  const [src, setSrc] = useState<string | null>(() =>
    load && light !== null ? startingRendition(reel.video, light) : null,
  );
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
