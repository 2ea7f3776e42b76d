import { useEffect } from "react";

/**
 * Marks the document once the page is hydrated (tests/e2e/support/hydration.ts waits for it).
 * Used inside the page's own Suspense boundary: React hydrates that after the shell around it,
 * and a press on a part not yet hydrated is lost.
 */
export function useStartedMark() {
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
}

/** useStartedMark as an element, to place beside the page in its boundary. */
export function StartedMark() {
  useStartedMark();
  return null;
}
