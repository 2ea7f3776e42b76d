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
