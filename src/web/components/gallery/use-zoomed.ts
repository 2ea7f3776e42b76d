import { useSyncExternalStore } from "react";

/** Whether the visitor has pinched the page larger than its layout (a phone's pinch zoom). */
export function isZoomedIn(): boolean {
  return (window.visualViewport?.scale ?? 1) > 1.01;
}

function subscribe(onChange: () => void) {
  const viewport = window.visualViewport;
  viewport?.addEventListener("resize", onChange);
  return () => viewport?.removeEventListener("resize", onChange);
}

/**
 * True while the page is pinched larger: the gallery then lets a sideways drag pan the photo
 * rather than turn to the next one.
 */
export function useZoomedIn(): boolean {
  return useSyncExternalStore(subscribe, isZoomedIn, () => false);
}
