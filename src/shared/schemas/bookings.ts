import { z } from "zod";
import {
  BOOKING_MESSAGES,
  BOOKING_NOTE_MAX,
  BOOKING_PHOTOS_MAX,
  BOOKING_REASON_MAX,
  BOOKING_SERVICES,
} from "../bookings";
import { tourWindowSchema } from "./conversations";

/** POST /api/bookings: a realtor books a photographer for one of their listings. */
export const bookingRequestSchema = z.object({
  photographerId: z
    .string({ error: "Choose a photographer" })
    .trim()
    .min(1, "Choose a photographer")
    .max(64, "Choose a photographer"),
  listingId: z.uuid("Choose one of your listings"),
  date: z.iso.date("Choose a day for the shoot"),
  window: tourWindowSchema,
  services: z
    .array(z.enum(BOOKING_SERVICES, { error: "Choose what you need" }), {
      error: "Choose what you need",
    })
    .min(1, "Choose what you need")
    .max(BOOKING_SERVICES.length, "Choose what you need")
    .refine((list) => new Set(list).size === list.length, "Choose each service once"),
  note: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX, `Note must be at most ${BOOKING_NOTE_MAX} characters`)
    .optional(),
});
export type BookingRequestInput = z.infer<typeof bookingRequestSchema>;

/** POST /api/bookings/:id/propose: another day and window, from the photographer. */
export const bookingProposalSchema = z.object({
  date: z.iso.date("Choose a day for the shoot"),
  window: tourWindowSchema,
});
export type BookingProposalInput = z.infer<typeof bookingProposalSchema>;

/** POST /api/bookings/:id/decline and /cancel: the photographer must say why they decline. */
export const bookingReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BOOKING_REASON_MAX, `Reason must be at most ${BOOKING_REASON_MAX} characters`)
    .optional(),
});

/** GET /api/bookings?conversation= */
export const bookingListQuerySchema = z.object({
  conversation: z.string({ error: "Choose a conversation" }).max(64),
});

/**
 * POST /api/bookings/:id/add-to-listing: the delivered photos the realtor picked, copied into the
 * listing in one step, and whether the photographer may show them in their portfolio.
 */
export const bookingAddToListingSchema = z
  .object({
    photoIds: z
      .array(z.uuid("Choose delivered photos"), { error: "Choose the photos to add" })
      .max(BOOKING_PHOTOS_MAX, "Choose the photos to add")
      .default([]),
    /** Post the delivered video as a reel on the listing, credited to the photographer. */
    postVideo: z.boolean({ error: "Say whether to post the video" }).default(false),
    allowPortfolio: z.boolean({ error: "Say whether the photographer may show them" }),
  })
  .refine((input) => input.photoIds.length > 0 || input.postVideo, {
    path: ["photoIds"],
    message: BOOKING_MESSAGES.nothingChosen,
  });
export type BookingAddToListingInput = z.input<typeof bookingAddToListingSchema>;
export type BookingAddToListing = z.output<typeof bookingAddToListingSchema>;
