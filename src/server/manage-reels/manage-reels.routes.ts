import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

/** /api/manage/reels: reel management for administrators (all) and realtors (own). */
export function manageReelRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
