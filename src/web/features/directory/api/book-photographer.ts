import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { BookingSummary } from "@/shared/bookings";
import type { BookingRequestInput } from "@/shared/schemas/bookings";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/bookings/listings: the signed-in realtor's own listings, for the booking dialog. */
function bookableListingsQueryOptions() {
  return queryOptions({
    queryKey: ["bookings", "listings"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/bookings/listings", "/api/bookings/listings", { signal }),
  });
}

export function useBookableListings() {
  return useQuery(bookableListingsQueryOptions());
}

/** POST /api/bookings: the realtor books the photographer; the answer names the thread. */
export function useBookPhotographer() {
  return useMutation({
    mutationFn: (input: BookingRequestInput): Promise<BookingSummary> =>
      apiRequest("POST /api/bookings", "/api/bookings", { body: input }),
  });
}
