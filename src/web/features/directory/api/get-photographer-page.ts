import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/photographers/:id: a listed photographer's page; 404 for anyone else. */
export function photographerPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["photographers", "page", id],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/photographers/:id", `/api/photographers/${encodeURIComponent(id)}`, {
        signal,
      }),
  });
}

export function usePhotographerPage(id: string) {
  return useQuery(photographerPageQueryOptions(id));
}
