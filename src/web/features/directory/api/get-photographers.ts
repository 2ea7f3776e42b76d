import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { DirectoryPage, PhotographerCard } from "@/shared/directory";
import { apiRequest } from "@/web/lib/api-client";
import {
  DIRECTORY_KEY,
  type DirectoryFilters,
  directoryQuery,
  nextDirectoryPage,
} from "./directory-pages";

/** GET /api/photographers?q=&specialty=&page=: one page of /photographers, best rated first. */
function getPhotographers(
  filters: DirectoryFilters,
  page: number,
  signal?: AbortSignal,
): Promise<DirectoryPage<PhotographerCard>> {
  const query = directoryQuery(filters, page);
  const search: QueryString = query ? `?${query}` : "";
  return apiRequest("GET /api/photographers", `/api/photographers${search}`, {
    signal,
  });
}

export function photographersQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...DIRECTORY_KEY, "photographers", filters.q, filters.specialty],
    queryFn: ({ pageParam, signal }) => getPhotographers(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextDirectoryPage,
  });
}

/** Keeps the previous cards on screen while a changed search loads. */
export function usePhotographers(filters: DirectoryFilters) {
  return useInfiniteQuery({
    ...photographersQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
