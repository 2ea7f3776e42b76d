import { type RefObject, useEffect, useRef } from "react";
import { reportAnalytics } from "@/web/lib/analytics-beacon";

/** How far a reel got while it was on screen, 0 to 1. */
interface Progress {
  furthest: number;
  last: number;
}

/**
 * The reel's numbers: a view when it first plays, and one report of how far it got (1 once the
 * looping video came round to its start) when it leaves the page or the page is hidden for good.
 * Scrolling back to a reel still in the feed is the same view.
 */
export function useReelPlayReport(
  reelId: string,
  play: boolean,
  video: RefObject<HTMLVideoElement | null>,
  ready: boolean,
) {
  const progress = useRef<Progress | null>(null);

  useEffect(() => {
    const element = ready ? video.current : null;
    if (!play || !element) return;
    if (!progress.current) {
      progress.current = { furthest: 0, last: 0 };
      reportAnalytics({ type: "view", kind: "reel", id: reelId });
    }
    const state = progress.current;
    const onTime = () => {
      const { currentTime, duration } = element;
      if (!Number.isFinite(duration) || duration <= 0) return;
      // The video loops: a jump back to the start means it played to the end.
      state.furthest =
        currentTime + 1 < state.last ? 1 : Math.max(state.furthest, currentTime / duration);
      state.last = currentTime;
    };
    element.addEventListener("timeupdate", onTime);
    return () => element.removeEventListener("timeupdate", onTime);
  }, [reelId, play, ready, video]);

  useEffect(() => {
    const send = () => {
      const state = progress.current;
      if (!state) return;
      progress.current = null;
      reportAnalytics({
        type: "watch",
        kind: "reel",
        id: reelId,
        watched: Math.min(1, state.furthest),
      });
    };
    window.addEventListener("pagehide", send);
    return () => {
      window.removeEventListener("pagehide", send);
      send();
    };
  }, [reelId]);
}
