import { Hono } from "hono";
import {
  adminActivitiesQuerySchema,
  adminAnalyticsQuerySchema,
  adminPendingTasksQuerySchema,
  adminSearchQuerySchema,
  adminStatsQuerySchema,
  siteSettingsSchema,
} from "@/shared/schemas/admin-overview";
import type { AppDeps } from "../context";
import { requireRole } from "../platform/auth/session";
import type { AppBindings } from "../platform/context";
import { jsonBody, queryParams } from "../platform/http/validate";
import { weeklyAnalytics } from "./analytics-weekly.service";
import { listActivities, listPendingTasks } from "./overview-feed.service";
import { quickSearch } from "./search-quick.service";
import { getSiteSettings, saveSiteSettings } from "./settings-site.service";
import { adminStats } from "./stats-cards.service";

/**
 * The admin dashboard (figures, activity feed, pending tasks), the sidebar's quick search, and the
 * Analytics and Settings pages. Mounted under /api/admin, whose middleware admits admins only.
 */
export function adminOverviewRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppBindings>()
    .get("/stats", async (c) => {
      const { timeframe } = queryParams(c, adminStatsQuerySchema);
      return c.json(await adminStats(db, timeframe));
    })
    .get("/activities", async (c) => {
      const { limit } = queryParams(c, adminActivitiesQuerySchema);
      return c.json(await listActivities(db, limit));
    })
    .get("/pending-tasks", async (c) => {
      const { limit } = queryParams(c, adminPendingTasksQuerySchema);
      return c.json(await listPendingTasks(db, limit));
    })
    .get("/search", async (c) => {
      const { q } = queryParams(c, adminSearchQuerySchema);
      return c.json(await quickSearch(db, q));
    })
    .get("/analytics", async (c) => {
      const { weeks } = queryParams(c, adminAnalyticsQuerySchema);
      return c.json(await weeklyAnalytics(db, weeks));
    })
    .get("/settings", async (c) => c.json(await getSiteSettings(db)))
    .put("/settings", async (c) => {
      // The mount already checked the role; this names the admin the activity row is about.
      const admin = requireRole(c, "admin");
      const settings = await jsonBody(c, siteSettingsSchema);
      return c.json(await saveSiteSettings(db, admin.id, settings));
    });
}
