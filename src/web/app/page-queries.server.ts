import { AsyncLocalStorage } from "node:async_hooks";
import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import { type AppLoadContext, data } from "react-router";
import type { PageApi } from "@/shared/page-data";
import { ApiClientError } from "@/web/lib/api-client";
import { setApiTransport } from "@/web/lib/api-transport";

/** The API of the page request whose loader runs now: each request reads as its own visitor. */
const pageScope = new AsyncLocalStorage<PageApi>();
setApiTransport(() => pageScope.getStore() ?? fetch);

/**
 * Runs a loader's or action's API calls (apiRequest) through the page request's own API. When
 * the API cannot answer for now (its database unreachable or saturated: 503), neither can the
 * page: it answers 503 too, with the error page's "try again" rather than a failure of its own.
 */
export async function withPageApi<T>(context: AppLoadContext, run: () => Promise<T>): Promise<T> {
  try {
    return await pageScope.run(context.api, run);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 503) throw data(null, { status: 503 });
    throw error;
  }
}

/**
 * A loader's reads, made with the hooks' own query options through the API in-process, and
 * handed to the browser as TanStack Query's cache: the page's hooks find the answers under their
 * own keys and fetch nothing while they are fresh. A prefetch that fails is left out, so the
 * browser asks the API itself and shows its own error state.
 */
export async function pageQueries<T extends object>(
  context: AppLoadContext,
  read: (client: QueryClient) => Promise<T>,
): Promise<T & { dehydrated: DehydratedState }> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const value = await withPageApi(context, () => read(client));
  return { ...value, dehydrated: dehydrate(client) };
}
