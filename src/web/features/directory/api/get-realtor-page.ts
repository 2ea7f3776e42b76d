import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/realtors/:id?page=: a realtor's public page; 404 for no active realtor. */
export function realtorPageQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: ["realtors", "page", id, page],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/realtors/:id", `/api/realtors/${encodeURIComponent(id)}?page=${page}`, {
        signal,
      }),
  });
}

export function useRealtorPage(id: string, page: number) {
  return useQuery(realtorPageQueryOptions(id, page));
}
