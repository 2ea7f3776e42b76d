/**
 * Photographer bookings: a realtor books a listed photographer for one of their listings, in a
 * thread where the realtor is the client side (the conversation's "member") and the photographer
 * the professional side (its "realtor"). Zod-free so pages can import it; the input schemas are
 * in schemas/bookings.ts.
 */
import type { TourWindow } from "./conversations";
import type { ResponsiveImage } from "./properties";

/** What a realtor may ask a photographer for. */
export const BOOKING_SERVICES = ["photos", "video", "floor_plan", "drone"] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];
export const BOOKING_SERVICE_LABELS: Record<BookingService, string> = {
  photos: "Photos",
  video: "Video for a reel",
  floor_plan: "Floor plan",
  drone: "Drone",
};

/**
 * requested (by the realtor) → accepted | declined | proposed (by the photographer) → accepted |
 * declined (by the realtor); requested, proposed and accepted can be cancelled by either side.
 * delivered and completed follow an accepted shoot once the work is handed over.
 */
export const BOOKING_STATUSES = [
  "requested",
  "proposed",
  "accepted",
  "declined",
  "cancelled",
  "delivered",
  "completed",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ["accept", "decline", "propose", "cancel"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The realtor who books, or the photographer who shoots. */
export const BOOKING_ROLES = ["client", "photographer"] as const;
export type BookingRole = (typeof BOOKING_ROLES)[number];

export const BOOKING_NOTE_MAX = 1000;
/** How many photos one booking's delivery may hold. */
export const BOOKING_PHOTOS_MAX = 40;
/** The multipart field a delivered photo is sent in. */
export const BOOKING_PHOTO_FIELD = "image";
export const BOOKING_REASON_MAX = 300;

/** The API's refusals, word for word. */
export const BOOKING_MESSAGES = {
  realtorsOnly: "Only realtors can book a photographer.",
  photographerNotFound: "Photographer not found",
  listingNotFound: "Listing not found",
  notYourListing: "You can book a photographer only for your own listings.",
  notFound: "Booking not found",
  pending:
    "You already have a booking waiting for an answer with this photographer for this listing.",
  declineReasonRequired: "Tell the realtor why",
  blocked: "This photographer is not taking bookings from you.",
  notDeliverable: "Photos and video can be delivered only into a confirmed booking.",
  nothingDelivered: "Upload at least one photo or the video before delivering.",
  photosFull: `A booking holds at most ${BOOKING_PHOTOS_MAX} photos.`,
  notDelivered: "The photos can be added once the photographer has delivered them.",
  listingGone: "This listing is no longer yours; its photos cannot be changed here.",
  photoNotFound: "Photo not found",
  noConsent: "The realtor has not allowed these photos in your portfolio.",
  noVideo: "This booking has no delivered video.",
  videoPosted: "The video is already posted as a reel.",
  nothingChosen: "Choose the photos to add or the video to post",
  videoRateLimited: "Too many videos uploaded. Please wait before sending another.",
} as const;

/** A photo the photographer delivered into a booking. */
export interface BookingPhoto extends ResponsiveImage {
  id: string;
  label: string;
  /** Copied into the listing's photos already. */
  addedToListing: boolean;
  /** Copied into the photographer's portfolio already. */
  inPortfolio: boolean;
}

/**
 * The video the photographer delivered for a reel. Its original is served only to the booking's
 * two sides (at `url`), and becomes a public reel once the realtor posts it.
 */
export interface BookingVideo {
  title: string;
  url: string;
  contentType: string;
  bytes: number;
  /** Already sent to the realtor's reels (processing or published). */
  postedAsReel: boolean;
}

export interface BookingSummary {
  id: string;
  conversationId: string;
  listingId: string;
  status: BookingStatus;
  /** YYYY-MM-DD, a calendar day. */
  date: string;
  window: TourWindow;
  services: BookingService[];
  note: string | null;
  proposedBy: BookingRole | null;
  declineReason: string | null;
  cancelledBy: BookingRole | null;
  /** The caller's part in it. */
  as: BookingRole;
  /** What the photographer delivered, in upload order. */
  photos: BookingPhoto[];
  video: BookingVideo | null;
  /** The realtor let the photographer put the delivered photos in their portfolio. */
  portfolioAllowed: boolean;
  /** The photographer may upload photos into it and deliver them (a confirmed booking). */
  canDeliver: boolean;
  /** The realtor may add delivered photos to the listing. */
  canAddToListing: boolean;
  /** What the caller may do with the booking now. */
  canAct: BookingAction[];
}

/** GET /api/bookings?conversation=: a thread's bookings, oldest first. */
export interface BookingList {
  items: BookingSummary[];
}

/** GET /api/bookings/listings: the realtor's own listings a booking may be for. */
export interface BookableListing {
  id: string;
  title: string;
  address: string;
  city: string;
}
export interface BookableListingList {
  items: BookableListing[];
}
