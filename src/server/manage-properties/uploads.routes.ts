import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

/** /api/manage/uploads: listing photos uploaded ahead of the save that uses them. */
export function manageUploadRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
