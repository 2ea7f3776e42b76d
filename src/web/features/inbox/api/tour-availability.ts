import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TourBlockInput, TourHoursInput } from "@/shared/schemas/tour-calendar";
import { apiRequest } from "@/web/lib/api-client";
import { TOUR_SLOTS_KEY } from "@/web/lib/tour-slots";

const AVAILABILITY_KEY = ["tour-availability"] as const;

/** GET /api/tour-availability: the realtor's own hours, slot length and blocked days. */
export function useTourAvailability() {
  return useQuery({
    queryKey: AVAILABILITY_KEY,
    queryFn: ({ signal }) =>
      apiRequest("GET /api/tour-availability", "/api/tour-availability", { signal }),
  });
}

/** Any change moves the realtor's free slots on every listing of theirs. */
function useAvailabilityChange<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
        queryClient.invalidateQueries({ queryKey: TOUR_SLOTS_KEY }),
      ]),
  });
}

export const useSaveTourHours = () =>
  useAvailabilityChange((input: TourHoursInput) =>
    apiRequest("PUT /api/tour-availability", "/api/tour-availability", { body: input }),
  );

export const useAddTourBlock = () =>
  useAvailabilityChange((input: TourBlockInput) =>
    apiRequest("POST /api/tour-availability/blocks", "/api/tour-availability/blocks", {
      body: input,
    }),
  );

export const useRemoveTourBlock = () =>
  useAvailabilityChange((id: string) =>
    apiRequest(
      "DELETE /api/tour-availability/blocks/:id",
      `/api/tour-availability/blocks/${encodeURIComponent(id)}`,
    ),
  );
