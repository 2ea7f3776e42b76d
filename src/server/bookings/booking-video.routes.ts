import { Hono } from "hono";
import { BOOKING_MESSAGES } from "@/shared/bookings";
import type { AppDeps } from "../context";
import { REEL_UPLOAD_LIMIT } from "../manage-reels/manage-reels.routes";
import { asVideoFieldError, readTitledVideo } from "../manage-reels/upload-form";
import { refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { sendStoredFile } from "../platform/storage/send-file";
import {
  bookingVideoKey,
  putBookingVideo,
  type ReelPostingDeps,
  removeBookingVideo,
} from "./booking-video.service";
import { deliverableBooking } from "./deliverable-booking";

/**
 * /api/bookings/:id/video: the video a photographer delivers for a reel. Sent like a reel upload
 * (streamed, checked by its bytes, the same size limit), kept private, and played back only to
 * the booking's two sides.
 */
export function bookingVideoRoutes({
  deps,
  limits,
}: {
  deps: ReelPostingDeps;
  limits: AppDeps["limits"];
}) {
  const uploadLimiter = createRateLimiter(limits, "booking-video", REEL_UPLOAD_LIMIT);
  return (
    new Hono<AppBindings>()
      // Who may deliver, and how often, is settled before a byte of the body is read.
      .put("/:id/video", async (c) => {
        const user = requireUser(c);
        refuseUnverified(user);
        await deliverableBooking(deps.db, c.req.param("id"), user.id);
        await enforceRateLimit(c, uploadLimiter, user.id, BOOKING_MESSAGES.videoRateLimited);
        try {
          const input = await readTitledVideo(c, deps.storage);
          return c.json(await putBookingVideo(deps, c.req.param("id"), user.id, input));
        } catch (error) {
          throw asVideoFieldError(error);
        }
      })
      .delete("/:id/video", async (c) => {
        const user = requireUser(c);
        refuseUnverified(user);
        return c.json(await removeBookingVideo(deps, c.req.param("id"), user.id));
      })
      .get("/:id/video", async (c) => {
        const user = requireUser(c);
        const key = await bookingVideoKey(deps.db, c.req.param("id"), user.id);
        const info = await deps.storage.stat(key);
        if (!info) throw ApiError.notFound(BOOKING_MESSAGES.noVideo);
        return sendStoredFile(c, deps.storage, key, info, { cacheControl: "private, no-cache" });
      })
  );
}
