import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

function upcomingToursQueryOptions() {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "upcoming-tours"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/tours/upcoming", "/api/tours/upcoming", { signal }),
    staleTime: 0,
  });
}

/** GET /api/tours/upcoming: accepted tours from today, on both sides. */
export function useUpcomingTours() {
  return useQuery(upcomingToursQueryOptions());
}
