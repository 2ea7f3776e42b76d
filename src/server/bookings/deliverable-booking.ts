import { BOOKING_MESSAGES } from "@/shared/bookings";
import type { Database } from "../platform/db/client";
import { ApiError } from "../platform/http/errors";
import { bookingFor } from "./booking-transitions.service";

/** The booking as its photographer's, confirmed and not yet delivered; 403 or 409 otherwise. */
export async function deliverableBooking(db: Database, bookingId: string, userId: string) {
  const found = await bookingFor(db, bookingId, userId);
  if (found.access.side !== "realtor") throw ApiError.forbidden();
  if (found.booking.status !== "accepted") {
    throw ApiError.conflict(BOOKING_MESSAGES.notDeliverable);
  }
  return found;
}
