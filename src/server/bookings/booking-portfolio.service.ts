import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookingPhoto } from "@/shared/bookings";
import { addPortfolioImage, type PortfolioDeps } from "../directory/portfolio.service";
import { bookingPhotos } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { renditionKey } from "../platform/images";
import { isUuid } from "../properties/ids";
import { toBookingPhoto } from "./booking-summary";
import { bookingFor } from "./booking-transitions.service";

const photoNotFound = () => ApiError.notFound(BOOKING_MESSAGES.photoNotFound);

/**
 * The photographer puts a photo they delivered into their portfolio, once the realtor allowed it:
 * its largest rendition goes through the portfolio's own upload (its limit and its files). 403
 * for anyone but the booking's photographer or without the realtor's consent; 409 when the
 * portfolio is full.
 */
export async function addDeliveredToPortfolio(
  deps: PortfolioDeps,
  bookingId: string,
  photoId: string,
  userId: string,
): Promise<BookingPhoto> {
  const { booking, access } = await bookingFor(deps.db, bookingId, userId);
  if (access.side !== "realtor") throw ApiError.forbidden();
  if (!isUuid(photoId)) throw photoNotFound();
  const [photo] = await deps.db
    .select()
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, booking.id)))
    .limit(1);
  if (!photo) throw photoNotFound();
  if (!booking.portfolioAllowed) throw ApiError.forbidden(BOOKING_MESSAGES.noConsent);
  if (photo.inPortfolio) return toBookingPhoto(photo);
  const largest = Math.max(...photo.widths);
  const file = await deps.storage.get(renditionKey(photo.storageKey, largest));
  if (!file) throw photoNotFound();
  await addPortfolioImage(deps, userId, new Uint8Array(await buffer(file.body)), photo.label);
  const [row] = await deps.db
    .update(bookingPhotos)
    .set({ inPortfolio: true })
    .where(eq(bookingPhotos.id, photo.id))
    .returning();
  return toBookingPhoto(row ?? photo);
}
