import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TourSummary } from "@/shared/conversations";
import type { TourMode } from "@/shared/tour-calendar";
import { apiRequest } from "@/web/lib/api-client";
import { TOUR_SLOTS_KEY } from "@/web/lib/tour-slots";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** One step of a tour, as POST /api/tours/:id/<action> takes it. */
export type TourStep =
  | { action: "accept" }
  | { action: "decline"; reason?: string }
  | { action: "propose"; startsAt: string; mode: TourMode }
  | { action: "cancel"; reason?: string };

function tourStep(tourId: string, { action, ...body }: TourStep): Promise<TourSummary> {
  return apiRequest(
    `POST /api/tours/:id/${action}`,
    `/api/tours/${encodeURIComponent(tourId)}/${action}`,
    { body },
  );
}

/** Accept, decline, propose or cancel; a step not allowed now is a 409 with the reason. */
export function useTourStep(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: TourStep) => tourStep(tourId, step),
    // The thread, its list entry and the upcoming tours all show the tour; its slot may be freed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: TOUR_SLOTS_KEY }),
      ]),
  });
}

/** The accepted tour's invitation, for an "Add to calendar" link. */
export function tourInvitePath(tourId: string): string {
  return `/api/tours/${encodeURIComponent(tourId)}/invite.ics`;
}
