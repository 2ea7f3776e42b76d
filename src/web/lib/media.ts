import { useSyncExternalStore } from "react";

/** Below Tailwind's `md` breakpoint (768 px) the bottom bar replaces the header navigation. */
const MOBILE_QUERY = "(max-width: 767.98px)";

/** False on the server, which renders the wide layout (phones adjust once their script runs). */
export function isMobileViewport(): boolean {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}

function subscribeViewport(listener: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/** Whether the viewport is below 768 px, following resizes and rotations. */
export function useIsMobileViewport(): boolean {
  return useSyncExternalStore(subscribeViewport, isMobileViewport, () => false);
}
