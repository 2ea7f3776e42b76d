import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { DirectoryPage, RealtorCard } from "@/shared/directory";
import { apiRequest } from "@/web/lib/api-client";
import {
  DIRECTORY_KEY,
  type DirectoryFilters,
  directoryQuery,
  nextDirectoryPage,
} from "./directory-pages";

/** GET /api/realtors?q=&specialty=&page=: one page of /realtors, best rated first. */
function getRealtors(
  filters: DirectoryFilters,
  page: number,
  signal?: AbortSignal,
): Promise<DirectoryPage<RealtorCard>> {
  const query = directoryQuery(filters, page);
  const search: QueryString = query ? `?${query}` : "";
  return apiRequest("GET /api/realtors", `/api/realtors${search}`, {
    signal,
  });
}

export function realtorsQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...DIRECTORY_KEY, "realtors", filters.q, filters.specialty],
    queryFn: ({ pageParam, signal }) => getRealtors(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDirectoryPage,
  });
}

/** Keeps the previous cards on screen while a changed search loads. */
export function useRealtors(filters: DirectoryFilters) {
  return useInfiniteQuery({ ...realtorsQueryOptions(filters), placeholderData: keepPreviousData });
}
