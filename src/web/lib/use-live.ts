import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once the page is live.
 * A part whose code loads lazily draws a stand-in until then, so the HTML and the first render
 * agree and a press on the stand-in is kept for the real control (header-account.tsx).
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
