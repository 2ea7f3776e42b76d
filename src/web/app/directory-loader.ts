import type { QueryKey } from "@tanstack/react-query";
import type { PageReads } from "@/shared/page-data";
import {
  type DirectoryFilters,
  directoryQuery,
} from "@/web/features/directory/api/directory-pages";
import { readDirectoryFilters } from "@/web/features/directory/directory-search";
import type { LoaderArgs } from "./load-context";
import { prefetched } from "./prefetch";

/**
 * The loader of a directory page (/realtors, /photographers): the first page of the search its
 * URL holds, under the key of the page's infinite query.
 */
export function directoryLoader(
  tabs: readonly string[],
  keyOf: (filters: DirectoryFilters) => QueryKey,
  read: (reads: PageReads, query: URLSearchParams) => Promise<unknown>,
) {
  return async ({ request, context }: LoaderArgs) => {
    const filters = readDirectoryFilters(new URL(request.url).searchParams, tabs);
    const query = new URLSearchParams(directoryQuery(filters, 1));
    const dehydrated = await prefetched(async (client) => {
      const page = await read(context.reads, query).catch(() => undefined);
      if (page) client.setQueryData(keyOf(filters), { pages: [page], pageParams: [1] });
    });
    return { dehydrated };
  };
}
