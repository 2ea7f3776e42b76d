import type { QueryClient } from "@tanstack/react-query";
import type { DirectoryFilters } from "@/web/features/directory/api/directory-pages";
import { readDirectoryFilters } from "@/web/features/directory/directory-search";
import type { LoaderArgs } from "./load-context";
import { pageQueries } from "./page-queries.server";

/**
 * The loader of a directory page (/realtors, /photographers): the first page of the search its
 * URL holds, read with the page's own infinite query (`prefetch`).
 */
export function directoryLoader(
  tabs: readonly string[],
  prefetch: (client: QueryClient, filters: DirectoryFilters) => Promise<void>,
) {
  return async ({ request, context }: LoaderArgs) => {
    const filters = readDirectoryFilters(new URL(request.url).searchParams, tabs);
    return pageQueries(context, async (client) => {
      await prefetch(client, filters);
      return {};
    });
  };
}
