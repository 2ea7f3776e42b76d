import { useEffect } from "react";
import { useSite } from "./root-data";

/**
 * Sets the tab title from the page's own state (a loaded listing, a signed-out profile), so
 * screen readers announce where a link went; the server's title comes from the route's meta.
 */
export function useDocumentTitle(title: string): void {
  const full = `${title} | ${useSite().siteName}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
