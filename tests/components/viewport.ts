import type { DetachedWindowAPI } from "happy-dom";

/**
 * Gives the page a phone's viewport (happy-dom's is 1024 px wide): media queries then answer as
 * on a phone, e.g. a search shows its list alone, without the map (MapLibre needs WebGL, which
 * only a real browser has).
 */
export function phoneViewport(): void {
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
}
