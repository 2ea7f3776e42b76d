import { Hono } from "hono";
import type { AppBindings, AppDeps } from "../context";

/** /api/admin/blog: posts and categories (part 2 §2 /admin/blog). */
export function adminBlogRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
