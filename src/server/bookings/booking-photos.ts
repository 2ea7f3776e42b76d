import { asc, inArray } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { bookingPhotos } from "../platform/db/schema";
import type { BookingPhotoRow } from "./booking-summary";

/** Each booking's delivered photos in upload order, by booking id. */
export async function photosOf(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, BookingPhotoRow[]>> {
  const photos = new Map<string, BookingPhotoRow[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return photos;
  const rows = await db
    .select()
    .from(bookingPhotos)
    .where(inArray(bookingPhotos.bookingId, bookingIds))
    .orderBy(asc(bookingPhotos.position), asc(bookingPhotos.createdAt));
  for (const row of rows) photos.get(row.bookingId)?.push(row);
  return photos;
}
