import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What the server hands the browser with a server-rendered page (src/web/entry-server.tsx):
 * the path it rendered and the API answers it rendered from, so the browser's first render
 * produces the same markup and can adopt it (hydrate) instead of drawing the page again.
 */
export interface SsrState {
  /** Path and query string the server rendered, e.g. "/reels" for a phone asking for "/". */
  path: string;
  queries: { key: QueryKey; data: unknown; updatedAt: number }[];
  /** The lazy components the server drew, which the browser loads before adopting the page. */
  lazies: string[];
}

export const SSR_STATE_ELEMENT_ID = "hs-ssr-state";

/** The state as a JSON script body: `<` is escaped so no text in it can close the element. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** The answers the server fetched, under their query keys, as fresh as when it fetched them. */
export function collectSsrQueries(queryClient: QueryClient): SsrState["queries"] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

export function seedQueries(queryClient: QueryClient, state: SsrState): void {
  for (const { key, data, updatedAt } of state.queries) {
    queryClient.setQueryData(key, data, { updatedAt });
  }
}

/** The state the server embedded in this document, or null for a page the browser draws. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
