import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { privateNoStore } from "../platform/http/private-no-store";
import { queryParams } from "../platform/http/validate";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_DEFAULT_LIMIT,
  NOTIFICATIONS_MAX_LIMIT,
} from "./notifications.service";

const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(NOTIFICATIONS_MAX_LIMIT, `Limit must be at most ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
  cursor: z.string().max(300, "Cursor is not valid").optional(),
});

const notificationNotFound = () => ApiError.notFound("Notification not found");

/** The signed-in user's notifications; private to them and never cached. */
export function notificationRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => {
      const user = requireUser(c);
      const { limit, cursor } = queryParams(c, listQuerySchema);
      return c.json(await listNotifications(db, user.id, limit, cursor || undefined));
    })
    .post("/read-all", async (c) => {
      const user = requireUser(c);
      await markAllNotificationsRead(db, user.id);
      return c.body(null, 204);
    })
    .post("/:id/read", async (c) => {
      const user = requireUser(c);
      if (!(await markNotificationRead(db, user.id, c.req.param("id")))) {
        throw notificationNotFound();
      }
      return c.body(null, 204);
    });
}
