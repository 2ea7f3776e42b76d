import { Hono } from "hono";
import { PLACE_SUGGESTIONS_MAX } from "@/shared/manage-properties";
import { placeQuerySchema } from "@/shared/schemas/property-form";
import type { AppDeps } from "../context";
import { requireManager } from "../manage-properties/access";
import { loadSession } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { queryParams } from "../platform/http/validate";
import { placeSearchSuggestions } from "./place-search";
import { findPlaces, loadPlaceIndex } from "./places.service";

/** /api/manage/places: US address autocomplete from bundled data. */
export function placeRoutes(deps: Pick<AppDeps, "auth">) {
  return new Hono<AppBindings>().get("/", loadSession(deps.auth), async (c) => {
    requireManager(c);
    const { q } = queryParams(c, placeQuerySchema);
    const places = findPlaces(await loadPlaceIndex(), q);
    // The data ships with the app: the same answer for everyone who may ask, for a while.
    c.header("cache-control", "private, max-age=3600");
    return c.json(places);
  });
}

/** /api/places: cities and ZIP codes for the property search box, for everyone (decision 015). */
export function placeSearchRoutes(deps: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const { q } = queryParams(c, placeQuerySchema);
    const index = await loadPlaceIndex();
    const suggestions = await placeSearchSuggestions(deps.db, index, q, PLACE_SUGGESTIONS_MAX);
    // The same for every visitor: shared caches may keep it while counts of homes barely move.
    c.header("cache-control", "public, max-age=300");
    return c.json(suggestions);
  });
}
