import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BOOKING_PHOTO_FIELD, type BookingSummary } from "@/shared/bookings";
import { THREAD_POLL_MS, type TourWindow } from "@/shared/conversations";
import type { BookingAddToListingInput } from "@/shared/schemas/bookings";
import { apiRequest } from "@/web/lib/api-client";
import { sendFormData, uploadFile } from "@/web/lib/upload-file";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** GET /api/bookings?conversation=: a thread's photographer bookings, polled with the thread. */
function threadBookingsQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "bookings", conversationId],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/bookings",
        `/api/bookings?conversation=${encodeURIComponent(conversationId)}`,
        { signal },
      ),
    staleTime: 0,
    refetchInterval: THREAD_POLL_MS,
  });
}

export function useThreadBookings(conversationId: string) {
  return useQuery(threadBookingsQueryOptions(conversationId));
}

/** One step of a booking, as POST /api/bookings/:id/<action> takes it. */
export type BookingStep =
  | { action: "accept" }
  | { action: "decline"; reason?: string }
  | { action: "propose"; date: string; window: TourWindow }
  | { action: "cancel"; reason?: string };

function bookingStep(bookingId: string, { action, ...body }: BookingStep): Promise<BookingSummary> {
  return apiRequest(
    `POST /api/bookings/:id/${action}`,
    `/api/bookings/${encodeURIComponent(bookingId)}/${action}`,
    { body },
  );
}

/** Accept, decline, propose or cancel; a step not allowed now is a 409 with the reason. */
export function useBookingStep(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: BookingStep) => bookingStep(bookingId, step),
    // The booking, its thread's line and the thread's place in the list all move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** POST /api/bookings/:id/photos: one delivered photo (multipart field "image"). */
export function useUploadBookingPhoto(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile(
        "POST /api/bookings/:id/photos",
        `/api/bookings/${encodeURIComponent(bookingId)}/photos`,
        BOOKING_PHOTO_FIELD,
        file,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** POST /api/bookings/:id/deliver: the photographer hands the uploaded photos over. */
export function useDeliverBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        "POST /api/bookings/:id/deliver",
        `/api/bookings/${encodeURIComponent(bookingId)}/deliver`,
        { body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** POST /api/bookings/:id/add-to-listing: the realtor's chosen photos, copied in one step. */
export function useAddToListing(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingAddToListingInput) =>
      apiRequest(
        "POST /api/bookings/:id/add-to-listing",
        `/api/bookings/${encodeURIComponent(bookingId)}/add-to-listing`,
        { body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** POST /api/bookings/:id/photos/:photoId/portfolio, once the realtor allowed it. */
export function useAddToPortfolio(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest(
        "POST /api/bookings/:id/photos/:photoId/portfolio",
        `/api/bookings/${encodeURIComponent(bookingId)}/photos/${encodeURIComponent(photoId)}/portfolio`,
        { body: {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** PUT /api/bookings/:id/video: the video for a reel, with its title, reporting upload progress. */
export function useUploadBookingVideo(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      video,
      title,
      onProgress,
    }: {
      video: File;
      title: string;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append("video", video);
      form.append("title", title);
      return sendFormData(
        "PUT /api/bookings/:id/video",
        `/api/bookings/${encodeURIComponent(bookingId)}/video`,
        form,
        { onProgress },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** DELETE /api/bookings/:id/video: the photographer takes the video back before delivering. */
export function useRemoveBookingVideo(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        "DELETE /api/bookings/:id/video",
        `/api/bookings/${encodeURIComponent(bookingId)}/video`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
