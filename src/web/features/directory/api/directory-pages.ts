import type { DirectoryPage } from "@/shared/directory";

/** What a directory page asks the API for: the search text and the tab (null for all). */
export interface DirectoryFilters {
  q: string;
  specialty: string | null;
}

/** Every cached directory list starts with this key, so an edited entry refreshes them all. */
export const DIRECTORY_KEY = ["directory"] as const;

/** The query string of one page of a directory, without empty values. */
export function directoryQuery({ q, specialty }: DirectoryFilters, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (specialty) params.set("specialty", specialty);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

/** 'Load more' asks for the next page while the server says there are more. */
export function nextDirectoryPage(last: DirectoryPage<unknown>): number | undefined {
  return last.pageCount > last.page ? last.page + 1 : undefined;
}
