import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { DirectoryFilters } from "./api/directory-pages";
import { directorySearchParams, readDirectoryFilters } from "./directory-search";

/**
 * A directory page's search text and tab, kept in the URL so a search can be shared, reloaded
 * and walked back with Back.
 */
export function useDirectoryFilters(tabs: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDirectoryFilters(params, tabs), [params, tabs]);
  const go = (next: DirectoryFilters, replace = false) =>
    setParams(directorySearchParams(next), { replace });
  return {
    filters,
    setSearch: (q: string, replace: boolean) => go({ ...filters, q }, replace),
    setTab: (specialty: string | null) => go({ ...filters, specialty }),
  };
}
