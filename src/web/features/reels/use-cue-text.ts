import { type RefObject, useEffect } from "react";

/** The words of the cues on screen now, markup and voice tags removed; null between cues. */
function wordsOf(cues: TextTrackCueList | null): string | null {
  const lines = Array.from(
    cues ?? [],
    (cue) => (cue as VTTCue).getCueAsHTML?.().textContent?.trim() ?? "",
  ).filter(Boolean);
  return lines.length > 0 ? lines.join("\n") : null;
}

/**
 * Follows a caption track without the browser drawing it, and reports the words to show each
 * time they change. The reel draws them itself, above its own title and actions: the browser's
 * caption box sits at the foot of the video, under that overlay, and moves once laid out.
 */
export function useCueText(
  track: RefObject<HTMLTrackElement | null>,
  ready: boolean,
  onText: (text: string | null) => void,
) {
  useEffect(() => {
    const textTrack = ready ? track.current?.track : undefined;
    if (!textTrack) return;
    // "hidden" still loads the cues and announces their changes, but draws nothing.
    textTrack.mode = "hidden";
    const report = () => onText(wordsOf(textTrack.activeCues));
    report();
    textTrack.addEventListener("cuechange", report);
    return () => {
      textTrack.removeEventListener("cuechange", report);
      onText(null);
    };
  }, [track, ready, onText]);
}
