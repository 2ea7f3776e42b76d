import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

export const MY_TOUR_REQUESTS_KEY = ["tour-requests", "mine"] as const;

/** GET /api/tours/requests?listing=: the signed-in buyer's tours of this listing still to come. */
export function useMyTourRequests(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MY_TOUR_REQUESTS_KEY, listingId],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/tours/requests",
        `/api/tours/requests?listing=${encodeURIComponent(listingId)}`,
        { signal },
      ),
    enabled,
  });
}
