import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookingSummary } from "@/shared/bookings";
import { VIDEO_SOURCE_TYPES, type VideoSourceFormat } from "@/shared/video-format";
import type { AppJobQueue } from "../jobs";
import { createReelUpload, deleteReelUpload } from "../manage-reels/reel-uploads.service";
import type { StoredVideoPart } from "../manage-reels/video-part";
import type { Database } from "../platform/db/client";
import { photographerBookings } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { Logger } from "../platform/http/logger";
import type { Storage } from "../platform/storage/storage";
import { VideoRejectedError } from "../platform/videos/errors";
import { reelSourceKey } from "../reels/reel-media";
import { photosOf } from "./booking-photos";
import { type BookingRow, toBookingSummary } from "./booking-summary";
import { bookingFor } from "./booking-transitions.service";
import { deliverableBooking } from "./deliverable-booking";

export interface BookingVideoDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

export interface ReelPostingDeps extends BookingVideoDeps {
  jobs: AppJobQueue;
  /** Bytes of reel video each account may keep stored: the realtor's room is what counts. */
  quotaBytes: number;
}

export interface DeliveredVideo {
  title: string;
  video: StoredVideoPart;
}

async function deleteQuietly(deps: BookingVideoDeps, key: string) {
  await deps.storage.delete(key).catch((error: unknown) => {
    deps.logger.warn("delivered video not deleted", { key, error: String(error) });
  });
}

async function photographerSummary(deps: BookingVideoDeps, row: BookingRow) {
  const photos = await photosOf(deps.db, [row.id]);
  return toBookingSummary(row, "photographer", new Date(), photos.get(row.id));
}

/** Sets the booking's video columns under a lock, while it is still confirmed; the old key back. */
async function replaceVideo(
  db: Database,
  bookingId: string,
  video: Pick<BookingRow, "videoKey" | "videoContentType" | "videoBytes" | "videoTitle">,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: photographerBookings.status, videoKey: photographerBookings.videoKey })
      .from(photographerBookings)
      .where(eq(photographerBookings.id, bookingId))
      .for("update");
    if (locked?.status !== "accepted") throw ApiError.conflict(BOOKING_MESSAGES.notDeliverable);
    const [row] = await tx
      .update(photographerBookings)
      .set({ ...video, updatedAt: sql`now()` })
      .where(eq(photographerBookings.id, bookingId))
      .returning();
    if (!row) throw new Error("replaceVideo: the booking vanished");
    return { row, previousKey: locked.videoKey };
  });
}

/**
 * Keeps the video the photographer delivers into their confirmed booking (one per booking: a new
 * one replaces the last). Its original stays private until the realtor posts it as a reel. On any
 * refusal the stored upload is removed again.
 */
export async function putBookingVideo(
  deps: BookingVideoDeps,
  bookingId: string,
  userId: string,
  input: DeliveredVideo,
): Promise<BookingSummary> {
  let outcome: Awaited<ReturnType<typeof replaceVideo>>;
  try {
    await deliverableBooking(deps.db, bookingId, userId);
    const stat = await deps.storage.stat(input.video.key);
    if (!stat || stat.size === 0) throw new VideoRejectedError("unreadable");
    outcome = await replaceVideo(deps.db, bookingId, {
      videoKey: input.video.key,
      videoContentType: input.video.contentType,
      videoBytes: stat.size,
      videoTitle: input.title,
    });
  } catch (error) {
    await deleteQuietly(deps, input.video.key);
    throw error;
  }
  if (outcome.previousKey) await deleteQuietly(deps, outcome.previousKey);
  return photographerSummary(deps, outcome.row);
}

/** The photographer takes the video out of their confirmed booking again. */
export async function removeBookingVideo(
  deps: BookingVideoDeps,
  bookingId: string,
  userId: string,
): Promise<BookingSummary> {
  await deliverableBooking(deps.db, bookingId, userId);
  const { row, previousKey } = await replaceVideo(deps.db, bookingId, {
    videoKey: null,
    videoContentType: null,
    videoBytes: null,
    videoTitle: null,
  });
  if (previousKey) await deleteQuietly(deps, previousKey);
  return photographerSummary(deps, row);
}

/** The delivered video's storage key, for the booking's two sides only; 404 otherwise. */
export async function bookingVideoKey(
  db: Database,
  bookingId: string,
  userId: string,
): Promise<string> {
  const { booking } = await bookingFor(db, bookingId, userId);
  if (!booking.videoKey) throw ApiError.notFound(BOOKING_MESSAGES.noVideo);
  return booking.videoKey;
}

function formatOf(contentType: string): VideoSourceFormat {
  const entry = Object.entries(VIDEO_SOURCE_TYPES).find(
    ([, type]) => type.contentType === contentType,
  );
  if (!entry) throw new Error(`No video format for ${contentType}`);
  return entry[0] as VideoSourceFormat;
}

/**
 * Sends the booking's delivered video through the normal reel upload as the realtor's (their
 * storage room and videos in progress count), linked to the listing and credited to the
 * photographer; answers the upload's id, which becomes the reel's. The booking keeps its own
 * original, so the upload may fail or be deleted without touching the delivery.
 */
export async function postVideoAsReel(
  deps: ReelPostingDeps,
  booking: BookingRow,
  realtorId: string,
): Promise<string> {
  const { videoKey, videoContentType, videoTitle } = booking;
  if (!videoKey || !videoContentType || videoTitle === null) {
    throw ApiError.validation([{ path: "postVideo", message: BOOKING_MESSAGES.noVideo }]);
  }
  if (booking.videoReelId) throw ApiError.conflict(BOOKING_MESSAGES.videoPosted);
  const format = formatOf(videoContentType);
  const id = randomUUID();
  const key = reelSourceKey(id, VIDEO_SOURCE_TYPES[format].extension);
  const original = await deps.storage.get(videoKey);
  if (!original) throw ApiError.conflict(BOOKING_MESSAGES.noVideo);
  await deps.storage.putStream(key, original.body, { contentType: videoContentType });
  await createReelUpload(
    deps,
    { id: realtorId, role: "realtor" },
    {
      id,
      title: videoTitle,
      propertyId: booking.propertyId,
      video: { key, format, contentType: videoContentType },
      poster: null,
      captions: null,
      creditPhotographerId: booking.photographerId,
    },
  );
  return id;
}

/** Takes back a reel upload made by postVideoAsReel when the rest of the step failed. */
export async function withdrawPostedVideo(deps: ReelPostingDeps, realtorId: string, id: string) {
  await deleteReelUpload(deps, { id: realtorId, role: "realtor" }, id).catch((error: unknown) => {
    deps.logger.warn("posted video not withdrawn", { id, error: String(error) });
  });
}
