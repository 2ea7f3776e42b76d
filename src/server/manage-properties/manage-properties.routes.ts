import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

/** /api/manage/properties: listing management for administrators (all) and realtors (own). */
export function managePropertyRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
