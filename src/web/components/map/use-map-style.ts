import { useCallback, useEffect, useRef, useState } from "react";
import { OFFLINE_STYLE } from "./offline-style";

/** A style that has not drawn by then is given up for the atlas: a blank map helps nobody. */
export const STYLE_LOAD_TIMEOUT_MS = 8_000;
/** The style this browser could not load, remembered for the session so later maps skip it. */
const FAILED_KEY = "homescope:map-style-failed";

function failedBefore(url: string): boolean {
  try {
    return sessionStorage.getItem(FAILED_KEY) === url;
  } catch {
    return false;
  }
}

function rememberFailed(url: string) {
  try {
    sessionStorage.setItem(FAILED_KEY, url);
  } catch {
    // Storage off: the next map tries the style again, and falls back again.
  }
}

/**
 * What a map draws: the street style the server handed over, or the bundled atlas when there is
 * none, when this browser failed to load it earlier in the session, or as soon as it fails here
 * (blocked, offline, too slow) before it drew. Once the style drew, a tile that fails to load is
 * a hole in the map, not a failure to report.
 */
export function useMapStyle(styleUrl: string | null) {
  const [failed, setFailed] = useState(() => styleUrl !== null && failedBefore(styleUrl));
  const loaded = useRef(false);
  const atlas = styleUrl === null || failed;

  const giveUp = useCallback(() => {
    if (!styleUrl || loaded.current) return;
    rememberFailed(styleUrl);
    setFailed(true);
  }, [styleUrl]);

  useEffect(() => {
    if (atlas) return;
    const timer = setTimeout(giveUp, STYLE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [atlas, giveUp]);

  return {
    atlas,
    style: styleUrl === null || failed ? OFFLINE_STYLE : styleUrl,
    onLoad: () => {
      loaded.current = true;
    },
    /** True when the error was the street style's, handled here; false for the caller's errors. */
    styleFailed: (event: object): boolean => {
      if (atlas) return false;
      if (!loaded.current) {
        giveUp();
        return true;
      }
      return "sourceId" in event;
    },
  };
}
