import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TourRequestInput } from "@/shared/schemas/inquiries";
import { apiRequest } from "@/web/lib/api-client";
import { TOUR_SLOTS_KEY } from "@/web/lib/tour-slots";
import { MY_TOUR_REQUESTS_KEY } from "./my-tour-requests";

/**
 * POST /api/properties/:id/tour-requests. Needs a session (401); 409 when the slot was just
 * taken or a request of the thread still waits (with the server's message).
 */
function requestTour(propertyId: string, input: TourRequestInput) {
  return apiRequest(
    "POST /api/properties/:id/tour-requests",
    `/api/properties/${encodeURIComponent(propertyId)}/tour-requests`,
    { body: input },
  );
}

/** Booking or failing to (a slot taken meanwhile), the free slots and the buyer's requests change. */
export function useRequestTour(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TourRequestInput) => requestTour(propertyId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...TOUR_SLOTS_KEY, propertyId] }),
        queryClient.invalidateQueries({ queryKey: MY_TOUR_REQUESTS_KEY }),
      ]),
  });
}
