import { Hono } from "hono";
import { saveSearchSchema, updateSavedSearchSchema } from "@/shared/schemas/saved-searches";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody } from "../platform/http/validate";
import { savedSearchCriteria } from "./saved-search-criteria";
import {
  createSavedSearch,
  defaultAlertFrequency,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  updateSavedSearch,
} from "./saved-searches.service";

/** A member's saved searches: their own only; anyone else's is 404. */
export function savedSearchRoutes({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => {
      const user = requireUser(c);
      // The default frequency rides along, so the Save dialog starts on it without another call.
      const [items, defaultFrequency] = await Promise.all([
        listSavedSearches(db, user.id),
        defaultAlertFrequency(db, user.id),
      ]);
      return c.json({ items, defaultFrequency });
    })
    .post("/", async (c) => {
      const user = requireUser(c);
      const { query, name, frequency } = await jsonBody(c, saveSearchSchema);
      const criteria = await savedSearchCriteria(query);
      return c.json(await createSavedSearch(db, user.id, { criteria, name, frequency }), 201);
    })
    .patch("/:id", async (c) => {
      const user = requireUser(c);
      const changes = await jsonBody(c, updateSavedSearchSchema);
      await updateSavedSearch(db, user.id, c.req.param("id"), changes);
      return c.body(null, 204);
    })
    .delete("/:id", async (c) => {
      const user = requireUser(c);
      await deleteSavedSearch(db, user.id, c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/:id/seen", async (c) => {
      const user = requireUser(c);
      await markSavedSearchSeen(db, user.id, c.req.param("id"));
      return c.body(null, 204);
    });
}
