import { randomUUID } from "node:crypto";
import { and, count, eq, max, sql } from "drizzle-orm";
import {
  BOOKING_MESSAGES,
  BOOKING_PHOTOS_MAX,
  type BookingPhoto,
  type BookingSummary,
} from "@/shared/bookings";
import { appendMessage } from "../inbox/messages.service";
import { deleteImageFilesQuietly } from "../manage-properties/image-files";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { bookingPhotos, photographerBookings } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { Logger } from "../platform/http/logger";
import { storeResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { bookingEventText, tellBookingStep } from "./booking-notices";
import { photosOf } from "./booking-photos";
import { toBookingPhoto, toBookingSummary } from "./booking-summary";
import { deliverableBooking } from "./deliverable-booking";
import { deliveryText } from "./delivery-text";

export interface DeliveryDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  mailer: AppMailer;
}

const photosFull = () => ApiError.conflict(BOOKING_MESSAGES.photosFull);

/**
 * Stores a photo the photographer delivers into their confirmed booking: renditions first
 * (ImageRejectedError for anything but a readable photo), then the row, under a lock on the
 * booking so two uploads at once cannot pass BOOKING_PHOTOS_MAX.
 */
export async function addBookingPhoto(
  deps: DeliveryDeps,
  bookingId: string,
  userId: string,
  upload: Uint8Array,
): Promise<BookingPhoto> {
  const { booking } = await deliverableBooking(deps.db, bookingId, userId);
  const [current] = await deps.db
    .select({ n: count() })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, booking.id));
  if ((current?.n ?? 0) >= BOOKING_PHOTOS_MAX) throw photosFull();
  const id = randomUUID();
  const stored = await storeResponsiveImage(deps.storage, `bookings/${booking.id}/${id}`, upload);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: photographerBookings.status })
        .from(photographerBookings)
        .where(eq(photographerBookings.id, booking.id))
        .for("update");
      if (locked?.status !== "accepted") throw ApiError.conflict(BOOKING_MESSAGES.notDeliverable);
      const [last] = await tx
        .select({ n: count(), position: max(bookingPhotos.position) })
        .from(bookingPhotos)
        .where(eq(bookingPhotos.bookingId, booking.id));
      if ((last?.n ?? 0) >= BOOKING_PHOTOS_MAX) throw photosFull();
      const [inserted] = await tx
        .insert(bookingPhotos)
        .values({
          id,
          bookingId: booking.id,
          ...stored,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error("addBookingPhoto: nothing inserted");
    return toBookingPhoto(row);
  } catch (error) {
    await deleteImageFilesQuietly(deps, [stored]);
    throw error;
  }
}

/**
 * The photographer hands over what they uploaded: the booking becomes delivered, with its line in
 * the thread, and the realtor hears of it. 409 before any photo was uploaded.
 */
export async function deliverBooking(
  deps: DeliveryDeps,
  bookingId: string,
  userId: string,
  now = new Date(),
): Promise<BookingSummary> {
  const { booking, access } = await deliverableBooking(deps.db, bookingId, userId);
  const photos = (await photosOf(deps.db, [booking.id])).get(booking.id) ?? [];
  if (photos.length === 0 && !booking.videoKey) {
    throw ApiError.conflict(BOOKING_MESSAGES.nothingDelivered);
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(photographerBookings)
      .set({ status: "delivered", deliveredAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(eq(photographerBookings.id, booking.id), eq(photographerBookings.status, "accepted")),
      )
      .returning();
    if (!row) throw ApiError.conflict(BOOKING_MESSAGES.notDeliverable);
    const detail = deliveryText(photos.length, row.videoKey !== null);
    await appendMessage(
      tx,
      access.thread,
      "realtor",
      userId,
      bookingEventText(row, detail),
      "tour",
    );
    await tellBookingStep(tx, deps.mailer, access.thread, "realtor", userId, row, null);
    return toBookingSummary(row, "photographer", now, photos);
  });
}
