/**
 * Server rendering of the public pages (decision 007). Built by `vite build --ssr` into
 * dist/ssr/entry-server.js and loaded by the server (src/server/http/server-render.ts).
 *
 * A page is rendered, the API reads its components asked for are answered in-process, and it is
 * rendered again with the answers, until nothing new is asked (a session leads to a profile, for
 * example). The answers go into the page as JSON so the browser's first render matches.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Query } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "@/web/app/app";
import { collectSsrQueries, type SsrState } from "@/web/app/ssr-state";
import { type ApiTransport, setApiTransport } from "@/web/lib/api-client";
import { RenderedLazies } from "@/web/lib/lazy-component";
import { createQueryClient } from "@/web/lib/query-client";
import { ServerTitle } from "@/web/lib/use-document-title";

export interface RenderRequest {
  /** Path and query string to render. */
  path: string;
  /** Answers the page's API requests, with the visitor's cookies. */
  api: ApiTransport;
}

export interface RenderedPage {
  html: string;
  /** The page's own title (the last one set while rendering, as in the browser), if any. */
  title: string | null;
  state: SsrState;
}

/** Renders with fetched data at most this many times; each round answers what the last asked. */
const MAX_ROUNDS = 4;

const currentApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const api = currentApi.getStore();
  if (!api) throw new Error(`API request outside a server render: ${path}`);
  return api(path, init);
});

/**
 * The whole page as one string once every lazy part has loaded. Suspense boundaries stay inline
 * (no chunk size limit): moved ones would be swapped in by inline scripts, which the CSP forbids.
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * The page's markup and state, or null when the page cannot be rendered faithfully here (a read
 * failed): the browser then draws it itself, with its own loading and error states.
 */
export function renderPage({ path, api }: RenderRequest): Promise<RenderedPage | null> {
  return currentApi.run(api, async () => {
    const queryClient = createQueryClient();
    // A failed read is not retried here: the page goes to the browser, which retries itself.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const cache = queryClient.getQueryCache();
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={path}>{children}</StaticRouter>
    );
    for (let round = 1; ; round++) {
      const lazies = new Set<string>();
      let title: string | null = null;
      const html = await renderToHtml(
        <ServerTitle.Provider
          value={(pageTitle) => {
            title = pageTitle;
          }}
        >
          <RenderedLazies.Provider value={(name) => lazies.add(name)}>
            <App queryClient={queryClient} router={Router} />
          </RenderedLazies.Provider>
        </ServerTitle.Provider>,
      );
      const asked = cache
        .getAll()
        .filter((query) => query.state.status === "pending" && isEnabled(query));
      if (asked.length === 0 || round === MAX_ROUNDS) {
        if (cache.getAll().some((query) => query.state.status === "error")) return null;
        const queries = collectSsrQueries(queryClient);
        return { html, title, state: { path, queries, lazies: [...lazies] } };
      }
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
  });
}
