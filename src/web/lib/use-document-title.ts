import { createContext, useContext, useEffect } from "react";

export const PRODUCT_NAME = "HomeScope";

/** Told each page title while the server renders (entry-server.tsx), where effects never run. */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

/** Sets the tab title for the current page, so screen readers announce where a link went. */
export function useDocumentTitle(title: string): void {
  const full = `${title} | ${PRODUCT_NAME}`;
  useContext(ServerTitle)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
