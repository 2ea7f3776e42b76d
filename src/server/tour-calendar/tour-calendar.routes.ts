import { Hono } from "hono";
import { tourBlockSchema, tourHoursSchema } from "@/shared/schemas/tour-calendar";
import type { AppDeps } from "../context";
import { findListing } from "../inquiries/inquiries.service";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { jsonBody } from "../platform/http/validate";
import {
  addTourBlock,
  removeTourBlock,
  saveTourHours,
  tourAvailability,
} from "./availability.service";
import { listingSlots } from "./tour-slots.service";

/**
 * Tours on the realtor's calendar: a listing's free slots (anyone may read them; they change as
 * tours are booked, so nothing caches them), and a realtor's own hours and blocked days under
 * /tour-availability. Mounted at the API's root, so the session is loaded per route.
 */
export function tourCalendarRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  const realtor = new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(async (c, next) => {
      requireRole(c, "realtor");
      c.header("cache-control", "private, no-store");
      await next();
    })
    .get("/", async (c) => c.json(await tourAvailability(db, requireRole(c, "realtor").id)))
    .put("/", async (c) => {
      const { id } = requireRole(c, "realtor");
      await saveTourHours(db, id, await jsonBody(c, tourHoursSchema));
      return c.json(await tourAvailability(db, id));
    })
    .post("/blocks", async (c) => {
      const { id } = requireRole(c, "realtor");
      return c.json(await addTourBlock(db, id, await jsonBody(c, tourBlockSchema)), 201);
    })
    .delete("/blocks/:id", async (c) => {
      await removeTourBlock(db, requireRole(c, "realtor").id, c.req.param("id"));
      return c.body(null, 204);
    });
  return new Hono<AppBindings>()
    .get("/properties/:id/tour-slots", async (c) => {
      const listing = await findListing(db, c.req.param("id"));
      if (!listing) throw ApiError.notFound("Property not found");
      c.header("cache-control", "no-store");
      return c.json(await listingSlots(db, listing));
    })
    .route("/tour-availability", realtor);
}
