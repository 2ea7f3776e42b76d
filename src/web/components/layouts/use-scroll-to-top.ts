import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at the top; Back and Forward (POP) leave the browser's position alone, and so
 * does a change of the query alone (a search's text, the gallery's photo), replaced or pushed.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
