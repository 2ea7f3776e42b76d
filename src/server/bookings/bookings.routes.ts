import type { Context } from "hono";
import { Hono } from "hono";
import { BOOKING_MESSAGES, BOOKING_PHOTO_FIELD } from "@/shared/bookings";
import {
  bookingAddToListingSchema,
  bookingListQuerySchema,
  bookingProposalSchema,
  bookingReasonSchema,
  bookingRequestSchema,
} from "@/shared/schemas/bookings";
import type { AppDeps } from "../context";
import { threadFor } from "../inbox/thread-access";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { imageUpload } from "../platform/http/image-upload";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { BOOKING_REQUEST_LIMIT, BOOKING_STEP_LIMIT } from "../platform/http/write-limits";
import { addBookingPhoto, deliverBooking } from "./booking-delivery.service";
import { addDeliveredToListing } from "./booking-handover.service";
import { addDeliveredToPortfolio } from "./booking-portfolio.service";
import { type BookingMove, moveBooking } from "./booking-transitions.service";
import { bookingVideoRoutes } from "./booking-video.routes";
import { bookableListings, requestBooking, threadBookings } from "./bookings.service";

const requestInput = withPlainText(bookingRequestSchema, ["note"]);
const reasonInput = withPlainText(bookingReasonSchema, []);
/** Delivered photos take the portfolio's limits and messages: images, at most 5 MB. */
const upload = imageUpload(BOOKING_PHOTO_FIELD);

/** The signed-in realtor; 403 with the reason for anyone else. */
function requireRealtor(c: Context<AppBindings>) {
  const user = requireUser(c);
  if (user.role !== "realtor") throw ApiError.forbidden(BOOKING_MESSAGES.realtorsOnly);
  return user;
}

/** /api/bookings: a realtor books a photographer; either of them takes the booking's steps. */
export function bookingRoutes({
  auth,
  db,
  mailer,
  limits,
  storage,
  logger,
  jobs,
  env,
}: Pick<AppDeps, "auth" | "db" | "mailer" | "limits" | "storage" | "logger" | "jobs" | "env">) {
  const deps = { db, mailer, storage, logger, jobs, quotaBytes: env.REEL_STORAGE_QUOTA_BYTES };
  const requestLimit = createWriteLimit(limits, "booking", BOOKING_REQUEST_LIMIT);
  const stepLimit = createWriteLimit(limits, "booking-step", BOOKING_STEP_LIMIT);
  const step =
    (read: (c: Context<AppBindings>) => Promise<BookingMove>) =>
    async (c: Context<AppBindings>) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const move = await read(c);
      await stepLimit(c, user.id);
      return c.json(await moveBooking(db, mailer, c.req.param("id") ?? "", user.id, move));
    };
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => {
      const user = requireUser(c);
      const { conversation } = queryParams(c, bookingListQuerySchema);
      const access = await threadFor(db, conversation, user.id);
      return c.json({ items: await threadBookings(db, access) });
    })
    .get("/listings", async (c) =>
      c.json({ items: await bookableListings(db, requireRealtor(c).id) }),
    )
    .post("/", async (c) => {
      const user = requireRealtor(c);
      refuseUnverified(user);
      const input = await jsonBody(c, requestInput);
      await requestLimit(c, user.id);
      return c.json(await requestBooking(db, mailer, user.id, input), 201);
    })
    .post(
      "/:id/accept",
      step(async () => ({ action: "accept" })),
    )
    .post(
      "/:id/decline",
      step(async (c) => ({ action: "decline", reason: (await jsonBody(c, reasonInput)).reason })),
    )
    .post(
      "/:id/propose",
      step(async (c) => ({
        action: "propose",
        proposal: await jsonBody(c, bookingProposalSchema),
      })),
    )
    .post(
      "/:id/cancel",
      step(async (c) => ({ action: "cancel", reason: (await jsonBody(c, reasonInput)).reason })),
    )
    .post(
      "/:id/photos",
      async (c, next) => {
        refuseUnverified(requireUser(c));
        await next();
      },
      // The body limit after the sign-in check, so nobody signed out gets to send 5 MB.
      upload.limit,
      async (c) => {
        const user = requireUser(c);
        const bytes = await upload.read(c);
        const photo = await upload.process(() =>
          addBookingPhoto(deps, c.req.param("id"), user.id, bytes),
        );
        return c.json(photo, 201);
      },
    )
    .route("/", bookingVideoRoutes({ deps, limits }))
    .post("/:id/deliver", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      await stepLimit(c, user.id);
      return c.json(await deliverBooking(deps, c.req.param("id"), user.id));
    })
    .post("/:id/add-to-listing", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const input = await jsonBody(c, bookingAddToListingSchema);
      await stepLimit(c, user.id);
      return c.json(await addDeliveredToListing(deps, c.req.param("id"), user.id, input));
    })
    .post("/:id/photos/:photoId/portfolio", async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      await stepLimit(c, user.id);
      return c.json(
        await addDeliveredToPortfolio(deps, c.req.param("id"), c.req.param("photoId"), user.id),
      );
    });
}
