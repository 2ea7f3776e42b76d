import { Hono } from "hono";
import { contactAgentSchema, tourRequestSchema } from "@/shared/schemas/inquiries";
import type { AppDeps } from "../context";
import { loadSession, refuseUnverified, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { withPlainText } from "../platform/http/plain-text";
import { createRateLimiter, enforceRateLimit } from "../platform/http/rate-limit";
import { jsonBody } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { TOUR_REQUEST_LIMIT } from "../platform/http/write-limits";
import { propertyNotFound } from "../properties/properties.routes";
import { createInquiry } from "./inquiries.service";
import { requestTour } from "./tours.service";

export const INQUIRY_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

const contactInput = withPlainText(contactAgentSchema, ["message"]);
const tourInput = withPlainText(tourRequestSchema, ["message"]);

/** Contact Agent and Request Tour, mounted under /properties next to the listing routes. */
export function inquiryRoutes({
  auth,
  db,
  mailer,
  limits,
}: Pick<AppDeps, "auth" | "db" | "mailer" | "limits">) {
  const inquiryLimiter = createRateLimiter(limits, "inquiry", INQUIRY_LIMIT);
  const tourLimit = createWriteLimit(limits, "tour-request", TOUR_REQUEST_LIMIT);
  // The session is loaded per route, not with use(): that would also run on every listing GET.
  return new Hono<AppBindings>()
    .post("/:id/inquiries", loadSession(auth), async (c) => {
      const sender = c.get("user");
      refuseUnverified(sender);
      const input = await jsonBody(c, contactInput);
      await enforceRateLimit(c, inquiryLimiter, c.get("clientIp"), "Too many messages.");
      const inquiry = await createInquiry(db, mailer, c.req.param("id"), sender?.id ?? null, input);
      if (!inquiry) throw propertyNotFound();
      return c.json(inquiry, 201);
    })
    .post("/:id/tour-requests", loadSession(auth), async (c) => {
      const user = requireUser(c);
      refuseUnverified(user);
      const input = await jsonBody(c, tourInput);
      await tourLimit(c, user.id);
      const tour = await requestTour(db, mailer, c.req.param("id"), user.id, input);
      if (!tour) throw propertyNotFound();
      return c.json(tour, 201);
    });
}
