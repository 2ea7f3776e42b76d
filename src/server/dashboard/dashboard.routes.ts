import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

// TODO(issue 5): routes being built.
export function dashboardRoutes(_deps: Pick<AppDeps, "auth" | "db">) {
  return new Hono<AppBindings>();
}
