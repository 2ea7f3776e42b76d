import { useEffect, useState } from "react";

/** Longest wait for an idle moment: a page that is never idle still gets what waits on it. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the page is live and the browser has had an idle moment, then true: for heavy work
 * the first screen can do without (the map), so it never competes with the page's own scripts
 * and first answers. Without requestIdleCallback (Safari), after the load event and a short wait.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
