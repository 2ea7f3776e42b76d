import type { Context } from "hono";
import { Hono } from "hono";
import { tourCancelSchema, tourDeclineSchema } from "@/shared/schemas/conversations";
import { tourRequestsQuerySchema, tourSlotProposalSchema } from "@/shared/schemas/tour-calendar";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { withPlainText } from "../platform/http/plain-text";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { TOUR_STEP_LIMIT } from "../platform/http/write-limits";
import { tourInvite } from "./tour-invite";
import { moveTour, type TourMove, tourFor } from "./tour-transitions.service";
import { upcomingTours } from "./upcoming-tours.service";

const declineInput = withPlainText(tourDeclineSchema, []);
const cancelInput = withPlainText(tourCancelSchema, []);

/** /api/tours: a threaded tour's steps, the upcoming tours and a tour's calendar invitation. */
export function tourRoutes({
  auth,
  db,
  mailer,
  limits,
}: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">) {
  const stepLimit = createWriteLimit(limits, "tour-step", TOUR_STEP_LIMIT);
  const step =
    (read: (c: Context<AppBindings>) => Promise<TourMove>) => async (c: Context<AppBindings>) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const move = await read(c);
      await stepLimit(c, user.id);
      return c.json(await moveTour(db, mailer, c.req.param("id") ?? "", user.id, move));
    };
  return (
    new Hono<AppBindings>()
      .use(loadSession(auth))
      .use(privateNoStore)
      .get("/upcoming", async (c) => c.json({ items: await upcomingTours(db, requireUser(c).id) }))
      // The buyer's own tours still to come, waiting or confirmed (of one listing when asked).
      .get("/requests", async (c) => {
        const user = requireUser(c);
        const { listing } = queryParams(c, tourRequestsQuerySchema);
        const items = await upcomingTours(db, user.id, new Date(), {
          statuses: ["requested", "proposed", "accepted"],
          asMember: true,
          ...(listing ? { listingId: listing } : {}),
        });
        return c.json({ items });
      })
      .get("/:id/invite.ics", async (c) => {
        const user = requireUser(c);
        const { tour } = await tourFor(db, c.req.param("id"), user.id);
        const invite = await tourInvite(db, tour.id);
        if (!invite) throw ApiError.notFound("Only a confirmed tour has an invitation");
        c.header("content-type", "text/calendar; charset=utf-8");
        c.header("content-disposition", 'attachment; filename="tour.ics"');
        return c.body(invite);
      })
      .post(
        "/:id/accept",
        step(async () => ({ action: "accept" })),
      )
      .post(
        "/:id/decline",
        step(async (c) => ({
          action: "decline",
          reason: (await jsonBody(c, declineInput)).reason,
        })),
      )
      .post(
        "/:id/propose",
        step(async (c) => ({
          action: "propose",
          proposal: await jsonBody(c, tourSlotProposalSchema),
        })),
      )
      .post(
        "/:id/cancel",
        step(async (c) => ({ action: "cancel", reason: (await jsonBody(c, cancelInput)).reason })),
      )
  );
}
