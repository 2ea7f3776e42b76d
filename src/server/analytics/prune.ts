import { lt } from "drizzle-orm";
import { ANALYTICS_RANGES } from "@/shared/analytics";
import type { AppDeps } from "../context";
import type { Database } from "../platform/db/client";
import { analyticsDaily, analyticsSalts, analyticsVisitors } from "../platform/db/schema";
import { utcDayBefore } from "./day";

/** The longest range a report shows: older days are never read again. */
const KEPT_DAYS = Math.max(...ANALYTICS_RANGES);

/** Shortly after midnight UTC, when yesterday's visitors can no longer be counted again. */
const PRUNE_CRON = "15 0 * * *";

/**
 * Keeps the counting bounded: visitor hashes and salts only for today and yesterday (a request
 * in flight at midnight may still use yesterday's), the daily counts for the longest range.
 */
export async function pruneAnalytics(db: Database, now = new Date()): Promise<void> {
  const yesterday = utcDayBefore(now, 1);
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, yesterday));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
  await db.delete(analyticsDaily).where(lt(analyticsDaily.day, utcDayBefore(now, KEPT_DAYS - 1)));
}

export async function startAnalyticsPruning({ db, jobs }: Pick<AppDeps, "db" | "jobs">) {
  await jobs.work("analytics.prune", async () => {
    await pruneAnalytics(db);
  });
  // pg-boss keeps one schedule per name and one instance enqueues each tick.
  await jobs.schedule("analytics.prune", PRUNE_CRON);
}
