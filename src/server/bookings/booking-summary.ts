import type {
  BookingPhoto,
  BookingRole,
  BookingService,
  BookingStatus,
  BookingSummary,
  BookingVideo,
} from "@/shared/bookings";
import { type ConversationSide, type TourWindow, tourSlotLabel } from "@/shared/conversations";
import { isPastTourDay } from "../inbox/tour-dates";
import type { bookingPhotos, photographerBookings } from "../platform/db/schema";
import { toResponsiveImage } from "../properties/images";
import { allowedBookingActions } from "./booking-state";

export type BookingRow = typeof photographerBookings.$inferSelect;
export type BookingPhotoRow = typeof bookingPhotos.$inferSelect;

export function toBookingPhoto(row: BookingPhotoRow): BookingPhoto {
  return {
    id: row.id,
    label: row.label,
    ...toResponsiveImage(row),
    addedToListing: row.listingImageId !== null,
    inPortfolio: row.inPortfolio,
  };
}

/** The delivered video, served to the booking's two sides only. */
function toBookingVideo(row: BookingRow): BookingVideo | null {
  if (!row.videoKey || !row.videoContentType || row.videoTitle === null) return null;
  return {
    title: row.videoTitle,
    url: `/api/bookings/${row.id}/video`,
    contentType: row.videoContentType,
    bytes: row.videoBytes ?? 0,
    postedAsReel: row.videoReelId !== null,
  };
}

/** The thread's member side is the realtor who books; its realtor side the photographer. */
export const bookingRole = (side: ConversationSide): BookingRole =>
  side === "member" ? "client" : "photographer";

/** "Tue, Dec 1, afternoon" */
export const bookingSlot = (row: BookingRow) =>
  tourSlotLabel(row.shootDate, row.timeWindow as TourWindow);

/** A booking as `role` sees it, with its delivered photos and what they may do with it now. */
export function toBookingSummary(
  row: BookingRow,
  role: BookingRole,
  now: Date,
  photos: BookingPhotoRow[] = [],
): BookingSummary {
  const status = row.status as BookingStatus;
  return {
    id: row.id,
    conversationId: row.conversationId,
    listingId: row.propertyId,
    status,
    date: row.shootDate,
    window: row.timeWindow as TourWindow,
    services: row.services as BookingService[],
    note: row.note,
    proposedBy: row.proposedBy as BookingRole | null,
    declineReason: row.declineReason,
    cancelledBy: row.cancelledBy as BookingRole | null,
    as: role,
    canAct: allowedBookingActions(status, role, isPastTourDay(row.shootDate, now)),
    photos: photos.map(toBookingPhoto),
    video: toBookingVideo(row),
    portfolioAllowed: row.portfolioAllowed,
    canDeliver: role === "photographer" && status === "accepted",
    canAddToListing: role === "client" && (status === "delivered" || status === "completed"),
  };
}
