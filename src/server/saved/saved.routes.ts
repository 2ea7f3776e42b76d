import { Hono } from "hono";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { propertyNotFound } from "../properties/properties.routes";
import { listSaved, listSavedIds, saveProperty, unsaveProperty } from "./saved.service";

/** A user's saved listings: sign-in required, never cached by anyone but the browser's memory. */
export function savedRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => {
      const user = requireUser(c);
      return c.json({ items: await listSaved(db, user.id) });
    })
    .get("/ids", async (c) => {
      const user = requireUser(c);
      return c.json({ ids: await listSavedIds(db, user.id) });
    })
    .put("/:propertyId", async (c) => {
      const user = requireUser(c);
      if (!(await saveProperty(db, user.id, c.req.param("propertyId")))) throw propertyNotFound();
      return c.body(null, 204);
    })
    .delete("/:propertyId", async (c) => {
      const user = requireUser(c);
      await unsaveProperty(db, user.id, c.req.param("propertyId"));
      return c.body(null, 204);
    });
}
