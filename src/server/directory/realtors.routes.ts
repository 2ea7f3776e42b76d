import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

// TODO(issue 6): routes being built.
export function realtorRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
