import { Hono } from "hono";
import { compareQuerySchema } from "@/shared/schemas/compare";
import { propertySearchSchema } from "@/shared/schemas/property-search";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { queryParams } from "../platform/http/validate";
import { compareProperties } from "./compare.service";
import { mapClusters } from "./map-clusters.service";
import { getPropertyDetail } from "./properties.service";
import { searchProperties } from "./search.service";
import { similarProperties, soldNearby } from "./similar.service";
import { readTypedSearch } from "./typed-search";

/**
 * Listings are the same for everyone, but a cache must check back on every read: what an admin
 * or realtor changes shows on the next visit.
 */
const PUBLIC_CACHE = "no-cache";

export const propertyNotFound = () => ApiError.notFound("Property not found");

export function propertyRoutes({ db }: Pick<AppDeps, "db">) {
  return (
    new Hono<AppBindings>()
      .get("/", async (c) => {
        const parsed = propertySearchSchema.safeParse(c.req.query());
        if (!parsed.success) {
          // Query fields are flat: "types.1" (the second listed type) is reported on "types".
          throw ApiError.validation(
            parsed.error.issues.map((issue) => ({
              path: String(issue.path[0] ?? "(query)"),
              message: issue.message,
            })),
          );
        }
        const search = parsed.data;
        // The map reads the text as the list does: its filters and place, a place without
        // listings left out so the map shows what is around it (the list's nearest).
        const answer =
          search.view === "clusters"
            ? await mapClusters(db, (await readTypedSearch(db, search)).search)
            : await searchProperties(db, search);
        c.header("cache-control", PUBLIC_CACHE);
        return c.json(answer);
      })
      // Before "/:id", which would read "compare" as a listing id.
      .get("/compare", async (c) => {
        const { ids } = queryParams(c, compareQuerySchema);
        const answer = await compareProperties(db, ids);
        c.header("cache-control", PUBLIC_CACHE);
        return c.json(answer);
      })
      .get("/:id/similar", async (c) => {
        const similar = await similarProperties(db, c.req.param("id"));
        if (!similar) throw propertyNotFound();
        c.header("cache-control", PUBLIC_CACHE);
        return c.json(similar);
      })
      .get("/:id/sold-nearby", async (c) => {
        const sold = await soldNearby(db, c.req.param("id"));
        if (!sold) throw propertyNotFound();
        c.header("cache-control", PUBLIC_CACHE);
        return c.json(sold);
      })
      .get("/:id", async (c) => {
        const property = await getPropertyDetail(db, c.req.param("id"));
        if (!property) throw propertyNotFound();
        c.header("cache-control", PUBLIC_CACHE);
        return c.json(property);
      })
  );
}
