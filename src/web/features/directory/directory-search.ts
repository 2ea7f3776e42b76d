import { DIRECTORY_SEARCH_MAX } from "@/shared/directory";
import type { DirectoryFilters } from "./api/directory-pages";

/** The URL keys of /realtors and /photographers, the same as the API's. */
const SEARCH_KEY = "q";
const TAB_KEY = "specialty";

/**
 * Reads the search text and tab from a directory page's URL. The tab is matched without regard
 * to case and returned as spelled in `tabs`; anything else (or "all") means all, so an old or
 * mistyped link still shows the directory instead of an error.
 */
export function readDirectoryFilters(
  params: URLSearchParams,
  tabs: readonly string[],
): DirectoryFilters {
  const q = (params.get(SEARCH_KEY) ?? "").trim().slice(0, DIRECTORY_SEARCH_MAX);
  const wanted = params.get(TAB_KEY)?.trim().toLowerCase();
  const specialty = tabs.find((tab) => tab.toLowerCase() === wanted) ?? null;
  return { q, specialty };
}

/** The page's query string for these filters; empty values stay out of the URL. */
export function directorySearchParams({ q, specialty }: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set(SEARCH_KEY, q);
  if (specialty) params.set(TAB_KEY, specialty);
  return params;
}
