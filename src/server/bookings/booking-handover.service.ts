import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookingSummary } from "@/shared/bookings";
import { PROPERTY_IMAGES_MAX } from "@/shared/manage-properties";
import type { BookingAddToListing } from "@/shared/schemas/bookings";
import { appendMessage } from "../inbox/messages.service";
import { deleteImageFilesQuietly } from "../manage-properties/image-files";
import type { AppMailer } from "../notifications/events";
import {
  bookingPhotos,
  photographerBookings,
  properties,
  propertyImages,
} from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { copyResponsiveImage } from "../platform/images";
import { bookingEventText, tellBookingStep } from "./booking-notices";
import { photosOf } from "./booking-photos";
import { type BookingPhotoRow, toBookingSummary } from "./booking-summary";
import { bookingFor } from "./booking-transitions.service";
import {
  postVideoAsReel,
  type ReelPostingDeps,
  withdrawPostedVideo,
} from "./booking-video.service";
import { deliveryText } from "./delivery-text";

export interface HandOverDeps extends ReelPostingDeps {
  mailer: AppMailer;
}

/**
 * The realtor adds what they picked from the delivery to their listing in one step. Each photo is
 * copied into a listing photo of its own (the listing owns the copy), after the listing's photos
 * (the first becomes the cover of a listing without one), and the listing credits the
 * photographer; the video goes through the normal reel upload as the realtor's, credited to the
 * photographer. The booking is completed, with the realtor's answer on the portfolio. 403 for
 * anyone but the booking's realtor or a listing no longer theirs; 409 before delivery, past the
 * listing's photo limit or for a video posted already; 400 for photos not of this booking.
 */
export async function addDeliveredToListing(
  deps: HandOverDeps,
  bookingId: string,
  userId: string,
  input: BookingAddToListing,
  now = new Date(),
): Promise<BookingSummary> {
  const { booking, access } = await bookingFor(deps.db, bookingId, userId);
  if (access.side !== "member") throw ApiError.forbidden();
  if (booking.status !== "delivered" && booking.status !== "completed") {
    throw ApiError.conflict(BOOKING_MESSAGES.notDelivered);
  }
  const [listing] = await deps.db
    .select({ realtorId: properties.realtorId })
    .from(properties)
    .where(eq(properties.id, booking.propertyId))
    .limit(1);
  if (listing?.realtorId !== userId) throw ApiError.forbidden(BOOKING_MESSAGES.listingGone);
  const ids = [...new Set(input.photoIds)];
  const picked = await deps.db
    .select()
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, booking.id), inArray(bookingPhotos.id, ids)));
  if (picked.length !== ids.length) {
    throw ApiError.validation([{ path: "photoIds", message: BOOKING_MESSAGES.photoNotFound }]);
  }
  // Photos added before stay as they are; adding them again would only make twins.
  const fresh = picked.filter((photo) => photo.listingImageId === null);
  const reelId = input.postVideo ? await postVideoAsReel(deps, booking, userId) : null;
  let copies: Awaited<ReturnType<typeof copyAll>> = [];
  try {
    copies = await copyAll(deps, booking.propertyId, fresh);
    return await deps.db.transaction(async (tx) => {
      await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, booking.propertyId))
        .for("update");
      const [gallery] = await tx
        .select({
          n: count(),
          position: max(propertyImages.position),
          covers: sql<number>`count(*) filter (where ${propertyImages.isCover})::int`,
        })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, booking.propertyId));
      if ((gallery?.n ?? 0) + copies.length > PROPERTY_IMAGES_MAX) {
        throw ApiError.conflict(
          `A listing holds at most ${PROPERTY_IMAGES_MAX} photos; choose fewer or remove some first.`,
        );
      }
      for (const [index, { photo, copy }] of copies.entries()) {
        await tx.insert(propertyImages).values({
          id: copy.id,
          propertyId: booking.propertyId,
          storageKey: copy.storageKey,
          widths: copy.widths,
          width: copy.width,
          height: copy.height,
          label: photo.label,
          position: (gallery?.position ?? -1) + 1 + index,
          isCover: index === 0 && (gallery?.covers ?? 0) === 0,
        });
        await tx
          .update(bookingPhotos)
          .set({ listingImageId: copy.id })
          .where(eq(bookingPhotos.id, photo.id));
      }
      if (copies.length > 0) {
        await tx
          .update(properties)
          .set({ photoCreditPhotographerId: booking.photographerId, updatedAt: sql`now()` })
          .where(eq(properties.id, booking.propertyId));
      }
      // Two hand-overs at once: only one of them may post the video.
      const [row] = await tx
        .update(photographerBookings)
        .set({
          status: "completed",
          portfolioAllowed: input.allowPortfolio,
          updatedAt: sql`now()`,
          ...(reelId && { videoReelId: reelId }),
        })
        .where(
          and(
            eq(photographerBookings.id, booking.id),
            reelId ? isNull(photographerBookings.videoReelId) : undefined,
          ),
        )
        .returning();
      if (!row) throw ApiError.conflict(BOOKING_MESSAGES.videoPosted);
      if (booking.status === "delivered") {
        const detail = deliveryText(copies.length, reelId !== null);
        await appendMessage(
          tx,
          access.thread,
          "member",
          userId,
          bookingEventText(row, detail),
          "tour",
        );
        await tellBookingStep(tx, deps.mailer, access.thread, "member", userId, row, null);
      }
      const photos = await photosOf(tx, [row.id]);
      return toBookingSummary(row, "client", now, photos.get(row.id));
    });
  } catch (error) {
    await deleteImageFilesQuietly(
      deps,
      copies.map(({ copy }) => copy),
    );
    if (reelId) await withdrawPostedVideo(deps, userId, reelId);
    throw error;
  }
}

/** Copies each photo's files under the listing, all or none. */
async function copyAll(deps: HandOverDeps, propertyId: string, photos: BookingPhotoRow[]) {
  const copies: { photo: BookingPhotoRow; copy: { id: string } & BookingPhotoRow }[] = [];
  try {
    for (const photo of photos) {
      const id = randomUUID();
      const stored = await copyResponsiveImage(
        deps.storage,
        photo,
        `properties/${propertyId}/${id}`,
      );
      copies.push({ photo, copy: { ...photo, ...stored, id } });
    }
    return copies;
  } catch (error) {
    await deleteImageFilesQuietly(
      deps,
      copies.map(({ copy }) => copy),
    );
    throw error;
  }
}
