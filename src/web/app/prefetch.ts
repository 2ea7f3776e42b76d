import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";

/**
 * Answers a loader reads on the server, as TanStack Query's cache state for the browser: the
 * page's hooks find them under their own keys and fetch nothing while they are fresh. A read
 * that fails is left out, so the browser asks the API itself and shows its own error state.
 */
export async function prefetched(
  fill: (client: QueryClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await fill(client);
  return dehydrate(client);
}
