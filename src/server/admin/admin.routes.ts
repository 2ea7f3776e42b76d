import { Hono } from "hono";
import { adminTrafficRoutes } from "../analytics/analytics.routes";
import type { AppDeps } from "../context";
import { loadSession, requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { adminReviewRoutes } from "../reviews/admin-reviews.routes";
import { adminSitePageRoutes } from "../site-pages/site-pages.routes";
import { adminBlogRoutes } from "./blog-admin.routes";
import { adminOutboxRoutes } from "./outbox.routes";
import { adminOverviewRoutes } from "./overview.routes";
import { adminInboxRoutes } from "./thread-reports.routes";
import { adminUserRoutes } from "./users.routes";

/**
 * /api/admin: the back office. Every route under it is for administrators only:
 * 401 signed out, 403 for any other role, checked here once before any handler runs.
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(loadSession(deps.auth))
    .use(async (c, next) => {
      requireRole(c, "admin");
      c.header("cache-control", "private, no-store");
      await next();
    })
    .route("/", adminUserRoutes(deps))
    .route("/", adminOverviewRoutes(deps))
    .route("/", adminOutboxRoutes(deps))
    .route("/", adminInboxRoutes(deps))
    .route("/traffic", adminTrafficRoutes(deps))
    .route("/blog", adminBlogRoutes(deps))
    .route("/reviews", adminReviewRoutes(deps))
    .route("/site-pages", adminSitePageRoutes(deps));
}
