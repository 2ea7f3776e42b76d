import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/**
 * GET /api/properties/:id/tour-slots: a listing's free tour slots. Here rather than in a feature
 * because the listing's Request Tour and the realtor's 'Propose another time' both pick from them.
 */
export const TOUR_SLOTS_KEY = ["tour-slots"] as const;

export function tourSlotsQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: [...TOUR_SLOTS_KEY, listingId],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/properties/:id/tour-slots",
        `/api/properties/${encodeURIComponent(listingId)}/tour-slots`,
        { signal },
      ),
    // Slots are taken as others book: a minute old is as stale as they may be.
    staleTime: 60_000,
  });
}

export function useTourSlots(listingId: string) {
  return useQuery(tourSlotsQueryOptions(listingId));
}
