import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

/** /api/manage/places: US address autocomplete from bundled data (decision 8). */
export function placeRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
