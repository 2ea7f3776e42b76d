import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

// TODO(issue 7): routes being built.
export function adminUserRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
