import { useEffect } from "react";

export const PRODUCT_NAME = "HomeScope";

/** Sets the tab title for the current page, so screen readers announce where a link went. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
