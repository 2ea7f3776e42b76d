import { useEffect, useState } from "react";

/** Longest wait for an idle moment: a page that is never idle still gets what waits on it. */
const IDLE_TIMEOUT_MS = 3000;
/** How long the reader must have left the page alone before heavy work starts. */
export const AFTER_INPUT_MS = 1000;
const INPUTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
const LISTENING = { capture: true, passive: true } as const;

/**
 * False until the page is live, the browser has had an idle moment and the reader has not touched
 * the page for a second, then true: for heavy work the first screen can do without (the map),
 * whose long tasks would otherwise land on the reader's next keystroke or tap while they type a
 * search or open the filters. Without requestIdleCallback (Safari), after a short wait.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let lastInput = Number.NEGATIVE_INFINITY;
    const onInput = () => {
      lastInput = performance.now();
    };
    const stopListening = () => {
      for (const type of INPUTS) window.removeEventListener(type, onInput, LISTENING);
    };
    for (const type of INPUTS) window.addEventListener(type, onInput, LISTENING);

    let cancel = () => {};
    const whenIdle = (then: () => void) => {
      if (typeof requestIdleCallback === "function") {
        const handle = requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(then, 200);
        cancel = () => clearTimeout(timer);
      }
    };
    const startOnceQuiet = () => {
      const quietFor = performance.now() - lastInput;
      if (quietFor >= AFTER_INPUT_MS) {
        stopListening();
        setIdle(true);
        return;
      }
      const timer = setTimeout(() => whenIdle(startOnceQuiet), AFTER_INPUT_MS - quietFor);
      cancel = () => clearTimeout(timer);
    };
    whenIdle(startOnceQuiet);
    return () => {
      cancel();
      stopListening();
    };
  }, []);
  return idle;
}
