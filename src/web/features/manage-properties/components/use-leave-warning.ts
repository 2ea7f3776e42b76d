import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving while `unsaved`: the browser's own question when the tab closes or reloads,
 * and a blocker for the app's navigation (the caller shows the question). `allowLeaving` lets one
 * navigation through (after a save).
 */
export function useLeaveWarning(unsaved: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
