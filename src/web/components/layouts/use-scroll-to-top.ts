import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** A new page starts at the top; Back and Forward (POP) leave the browser's position alone. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
