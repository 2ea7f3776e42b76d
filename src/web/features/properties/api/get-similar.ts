import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/properties/:id/similar: homes in the same place at a similar price. */
function similarQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["properties", "similar", id],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/properties/:id/similar",
        `/api/properties/${encodeURIComponent(id)}/similar`,
        {
          signal,
        },
      ),
  });
}

export function useSimilarHomes(id: string) {
  return useQuery(similarQueryOptions(id));
}

/** GET /api/properties/:id/sold-nearby: homes of its city closed in the last year. */
export function useSoldNearby(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ["properties", "sold-nearby", id],
      queryFn: ({ signal }) =>
        apiRequest(
          "GET /api/properties/:id/sold-nearby",
          `/api/properties/${encodeURIComponent(id)}/sold-nearby`,
          { signal },
        ),
    }),
  );
}
