import { Hono } from "hono";
import { z } from "zod";
import { canonicalSearchQuery } from "@/shared/canonical-search";
import type { AppDeps } from "../context";
import { loadSession, requireUser } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { privateNoStore } from "../platform/http/private-no-store";
import { jsonBody } from "../platform/http/validate";
import { createWriteLimit } from "../platform/http/write-limit";
import { RECENT_SEARCH_LIMIT } from "../platform/http/write-limits";
import { parseSearchQuery } from "./parse-search-query";
import { listRecentSearches, rememberSearch } from "./recent-searches.service";

/** POST body: the /search page's query string without "?" (a leading "?" is tolerated). */
const rememberSearchSchema = z.strictObject({
  query: z.string().max(2000, "Query must be at most 2000 characters"),
});

/** The signed-in user's recent searches, shown on the dashboard overview. */
export function recentSearchRoutes({ auth, db, limits }: Pick<AppDeps, "auth" | "db" | "limits">) {
  const rememberLimit = createWriteLimit(limits, "recent-search", RECENT_SEARCH_LIMIT);
  return new Hono<AppBindings>()
    .use(loadSession(auth))
    .use(privateNoStore)
    .post("/", async (c) => {
      const user = requireUser(c);
      const { query } = await jsonBody(c, rememberSearchSchema);
      await rememberLimit(c, user.id);
      const canonical = canonicalSearchQuery(parseSearchQuery(query));
      // Browsing everything is not a search worth offering again.
      if (canonical) await rememberSearch(db, user.id, canonical);
      return c.body(null, 204);
    })
    .get("/", async (c) => {
      const user = requireUser(c);
      return c.json(await listRecentSearches(db, user.id));
    });
}
