import { Hono } from "hono";
import { OPEN_HOUSE_MESSAGES } from "@/shared/open-houses";
import { openHouseSchema } from "@/shared/schemas/open-house";
import type { AppDeps } from "../context";
import { requireManager } from "../manage-properties/access";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { jsonBody } from "../platform/http/validate";
import { openHouseCalendar } from "./open-house-calendar";
import { listManagedOpenHouses, removeOpenHouse, scheduleOpenHouse } from "./open-houses.service";

/**
 * Open houses: scheduled and removed under /manage by administrators (every listing) and
 * realtors (their own); anyone may take one's calendar file. Mounted at the API's root, so the
 * session is loaded per route.
 */
export function openHouseRoutes(deps: Pick<AppDeps, "auth" | "db" | "jobs" | "env">) {
  const { auth, db, env } = deps;
  return new Hono<AppBindings>()
    .get("/manage/properties/:id/open-houses", loadSession(auth), async (c) => {
      const manager = requireManager(c);
      c.header("cache-control", "private, no-store");
      return c.json(await listManagedOpenHouses(db, manager, c.req.param("id")));
    })
    .post("/manage/properties/:id/open-houses", loadSession(auth), async (c) => {
      const manager = requireManager(c);
      const form = await jsonBody(c, openHouseSchema);
      return c.json(await scheduleOpenHouse(deps, manager, c.req.param("id"), form), 201);
    })
    .delete("/manage/open-houses/:id", loadSession(auth), async (c) => {
      const manager = requireManager(c);
      await removeOpenHouse(db, manager, c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/open-houses/:id/calendar.ics", async (c) => {
      const calendar = await openHouseCalendar(db, c.req.param("id"), env.BASE_URL);
      if (!calendar) throw ApiError.notFound(OPEN_HOUSE_MESSAGES.notFound);
      return c.body(calendar, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="open-house.ics"',
        "cache-control": "no-cache",
      });
    });
}
