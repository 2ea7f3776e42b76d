import { useMutation } from "@tanstack/react-query";
import type { TourRequestInput } from "@/shared/schemas/inquiries";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/properties/:id/tour-requests. Needs a session (401); one request per property and
 * day (409, with the server's message).
 */
function requestTour(
  propertyId: string,
  input: TourRequestInput,
): Promise<{ id: string; date: string }> {
  return apiRequest(
    "POST /api/properties/:id/tour-requests",
    `/api/properties/${encodeURIComponent(propertyId)}/tour-requests`,
    { body: input },
  );
}

export function useRequestTour(propertyId: string) {
  return useMutation({ mutationFn: (input: TourRequestInput) => requestTour(propertyId, input) });
}
