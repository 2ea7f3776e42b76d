import { AsyncLocalStorage } from "node:async_hooks";
import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import type { AppLoadContext } from "react-router";
import type { PageApi } from "@/shared/page-data";
import { setApiTransport } from "@/web/lib/api-transport";

/** The API of the page request whose loader runs now: each request reads as its own visitor. */
const pageScope = new AsyncLocalStorage<PageApi>();
setApiTransport(() => pageScope.getStore() ?? fetch);

/** Runs a loader's or action's API calls (apiRequest) through the page request's own API. */
export function withPageApi<T>(context: AppLoadContext, run: () => Promise<T>): Promise<T> {
  return pageScope.run(context.api, run);
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
