import { Hono } from "hono";
import { z } from "zod";
import { RECENTLY_VIEWED_KEPT } from "@/shared/recently-viewed";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { queryParams } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { VIEW_LIMIT } from "../platform/http/write-limits";
import { propertyNotFound } from "../properties/properties.routes";
import { listRecentlyViewed, recordView, summariesByIds } from "./recently-viewed.service";

/** `?ids=a,b,c`: a browser's own list of listing ids, at most RECENTLY_VIEWED_KEPT. */
const idsQuerySchema = z.object({
  ids: z
    .string()
    .max(RECENTLY_VIEWED_KEPT * 37, "Too many ids")
    .default("")
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(z.string()).max(RECENTLY_VIEWED_KEPT, "Too many ids")),
});

/**
 * 'Recently viewed': a member's list kept on the server for all their browsers, and
 * the listings of a visitor's list kept in their own browser.
 */
export function recentlyViewedRoutes({
  auth,
  db,
  limits,
}: Pick<AppDeps, "auth" | "db" | "limits">) {
  const viewLimit = createWriteLimit(limits, "view", VIEW_LIMIT);
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .get("/", async (c) => c.json(await listRecentlyViewed(db, requireUser(c).id)))
    .get("/listings", async (c) => {
      const { ids } = queryParams(c, idsQuerySchema);
      return c.json(await summariesByIds(db, ids));
    })
    .put("/:propertyId", async (c) => {
      const user = requireUser(c);
      await viewLimit(c, user.id);
      if (!(await recordView(db, user.id, c.req.param("propertyId")))) throw propertyNotFound();
      return c.body(null, 204);
    });
}
