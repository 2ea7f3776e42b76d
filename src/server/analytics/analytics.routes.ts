import { Hono } from "hono";
import { analyticsEventSchema, analyticsQuerySchema } from "@/shared/schemas/analytics";
import type { AppDeps } from "../context";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody, queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { ANALYTICS_EVENT_LIMIT } from "../platform/http/write-limits";
import { countsAsVisit } from "./audience";
import { countEvent, countView, countWatch } from "./counters.service";
import { utcDay } from "./day";
import { analyticsReport } from "./report.service";
import { subjectOwner } from "./subjects";
import { createVisitorHasher, visitorKey } from "./visitors";

const subjectNotFound = () => ApiError.notFound("Listing or reel not found");

/**
 * /api/analytics: what pages report (views, shares, how far a reel play got) and the signed-in
 * realtor's report of their own listings and reels.
 */
export function analyticsRoutes({ auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">) {
  const eventLimit = createWriteLimit(limits, "analytics", ANALYTICS_EVENT_LIMIT);
  const hashVisitor = createVisitorHasher(db);
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .post("/events", async (c) => {
      const user = c.get("user");
      await eventLimit(c, user?.id ?? null);
      const event = await jsonBody(c, analyticsEventSchema);
      // Robots and prefetches are answered like anyone, so nothing tells them they are not counted.
      if (!countsAsVisit(c.req.raw.headers)) return c.body(null, 204);
      const subject = await subjectOwner(db, event.kind, event.id);
      if (!subject) throw subjectNotFound();
      // A realtor looking at their own listing or reel is not an audience.
      if (user && subject.ownerId === user.id) return c.body(null, 204);
      const now = new Date();
      if (event.type === "view") {
        const visitor = visitorKey(
          user?.id ?? null,
          c.get("clientIp"),
          c.req.header("user-agent") ?? "",
        );
        const hash = await hashVisitor(utcDay(now), event.kind, event.id, visitor);
        await countView(db, event.kind, event.id, hash, now);
      } else if (event.type === "share") {
        await countEvent(db, event.kind, event.id, "shares", user?.id ?? null, now);
      } else if (event.type === "watch") {
        await countWatch(db, event.id, event.watched, now);
      }
      return c.body(null, 204);
    })
    .get("/", async (c) => {
      const user = requireRole(c, "realtor", "admin");
      const { days, kind, id } = queryParams(c, analyticsQuerySchema);
      const selected = kind && id ? { kind, id } : null;
      if (selected) {
        const subject = await subjectOwner(db, selected.kind, selected.id);
        if (!subject) throw subjectNotFound();
        if (subject.ownerId !== user.id)
          throw ApiError.forbidden("This listing or reel is not yours");
      }
      return c.json(await analyticsReport(db, { ownerId: user.id }, days, selected));
    });
}

/** /api/admin/traffic: the same report for the whole site (mounted behind the admin check). */
export function adminTrafficRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const { days, kind, id } = queryParams(c, analyticsQuerySchema);
    const selected = kind && id ? { kind, id } : null;
    if (selected && !(await subjectOwner(db, selected.kind, selected.id))) throw subjectNotFound();
    return c.json(await analyticsReport(db, "site", days, selected));
  });
}
