import { z } from "zod";
import {
  ACTIVITIES_DEFAULT_LIMIT,
  ACTIVITIES_MAX_LIMIT,
  ADMIN_SEARCH_MAX,
  ADMIN_SEARCH_MIN,
  ADMIN_TIMEFRAMES,
  ANALYTICS_DEFAULT_WEEKS,
  ANALYTICS_MAX_WEEKS,
  DEFAULT_ADMIN_TIMEFRAME,
  PENDING_TASKS_DEFAULT_LIMIT,
  PENDING_TASKS_MAX_LIMIT,
  SITE_NAME_MAX,
} from "../admin-overview";
import { singleLine } from "./text-fields";

/** A whole number from the query string between 1 and `max`, `fallback` when absent. */
function countParam(label: string, max: number, fallback: number) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);
}

export const adminStatsQuerySchema = z.object({
  timeframe: z
    .enum(ADMIN_TIMEFRAMES, { error: "Timeframe must be day, week or month" })
    .default(DEFAULT_ADMIN_TIMEFRAME),
});

export const adminActivitiesQuerySchema = z.object({
  limit: countParam("Limit", ACTIVITIES_MAX_LIMIT, ACTIVITIES_DEFAULT_LIMIT),
});

export const adminPendingTasksQuerySchema = z.object({
  limit: countParam("Limit", PENDING_TASKS_MAX_LIMIT, PENDING_TASKS_DEFAULT_LIMIT),
});

export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: `Type at least ${ADMIN_SEARCH_MIN} characters to search` })
    .trim()
    .min(ADMIN_SEARCH_MIN, `Type at least ${ADMIN_SEARCH_MIN} characters to search`)
    .max(ADMIN_SEARCH_MAX, `Search text must be at most ${ADMIN_SEARCH_MAX} characters`),
});

export const adminAnalyticsQuerySchema = z.object({
  weeks: countParam("Weeks", ANALYTICS_MAX_WEEKS, ANALYTICS_DEFAULT_WEEKS),
});

/** The Settings page form; an empty (or null) contact e-mail clears it. */
export const siteSettingsSchema = z.strictObject({
  siteName: singleLine("Site name", "Site name is required")
    .min(1, "Site name is required")
    .max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters`),
  contactEmail: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter a valid email address.")
    .pipe(z.union([z.literal(""), z.email("Please enter a valid email address.")]))
    .transform((value) => value || null)
    .nullable(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
