import { useEffect, useRef } from "react";

/**
 * Runs `run` after the first render, once per mounted component: an action (a save, a like),
 * which React's development double-run of effects must not repeat.
 */
export function useRunOnce(run: () => void): void {
  const ran = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first run is the only one.
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  }, []);
}
