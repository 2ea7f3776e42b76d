import type { BookingStatus } from "@/shared/bookings";

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: "Requested",
  proposed: "New time proposed",
  accepted: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  delivered: "Delivered",
  completed: "Completed",
};

/** What a hand-over holds, for its button: "2 photos and the video". */
export function handOverLabel(photos: number, video: boolean): string {
  const pictures = photos === 1 ? "1 photo" : `${photos} photos`;
  if (!video) return pictures;
  return photos === 0 ? "the video" : `${pictures} and the video`;
}
