import type { BlogPostStatus } from "./blog";
import type { Role } from "./roles";
import type { AccessRequestType } from "./schemas/access-requests";

/** The dashboard's Day / Week / Month switch (the timeframes). */
export const ADMIN_TIMEFRAMES = ["day", "week", "month"] as const;
export type AdminTimeframe = (typeof ADMIN_TIMEFRAMES)[number];
export const DEFAULT_ADMIN_TIMEFRAME: AdminTimeframe = "week";

/**
 * Each timeframe is a rolling window ending now, compared with the window of the same length just
 * before it: the same answer whatever the server's or the admin's time zone. A month is 30 days.
 */
export const TIMEFRAME_DAYS: Record<AdminTimeframe, number> = { day: 1, week: 7, month: 30 };

/** Activity list default 10 (the dashboard asks for 3), pending tasks default 5. */
export const ACTIVITIES_DEFAULT_LIMIT = 10;
export const ACTIVITIES_MAX_LIMIT = 50;
export const DASHBOARD_ACTIVITIES_SHOWN = 3;
export const PENDING_TASKS_DEFAULT_LIMIT = 5;
export const PENDING_TASKS_MAX_LIMIT = 20;

/** The admin quick search: from 2 characters, up to 5 hits of each kind. */
export const ADMIN_SEARCH_MIN = 2;
export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_SEARCH_PER_KIND = 5;

export const ANALYTICS_DEFAULT_WEEKS = 12;
export const ANALYTICS_MAX_WEEKS = 52;

export const SITE_NAME_MAX = 60;
export const DEFAULT_SITE_SETTINGS: SiteSettings = { siteName: "HomeScope", contactEmail: null };

/** One stat card: everything, and what was created in this period and in the one before. */
export interface StatCard {
  total: number;
  current: number;
  previous: number;
  /** `percentChange(current, previous)` (src/shared/percent-change.ts): null reads "New". */
  change: number | null;
}

/** GET /api/admin/stats */
export interface AdminStats {
  timeframe: AdminTimeframe;
  /** When the figures were read (ISO), for the dashboard's last-updated time. */
  generatedAt: string;
  cards: {
    users: StatCard;
    properties: StatCard;
    reels: StatCard;
    /** Published posts, counted in a period by when they were published. */
    blogArticles: StatCard;
  };
  /** Accounts created in the selected period (decision 014). */
  recentSignups: number;
  /** Access requests waiting for a decision. */
  pendingRequests: number;
  /** Listings created in the selected period. */
  newListings: number;
  /** Listings marked featured. */
  featured: number;
}

/** GET /api/admin/activities: one admin action, newest first. */
export interface AdminActivityItem {
  id: string;
  /** Null once the admin's account has been deleted. */
  admin: { id: string; name: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/pending-tasks: a pending access request, newest first. */
export interface AdminPendingTask {
  id: string;
  user: { id: string; name: string; email: string };
  requestType: AccessRequestType;
  createdAt: string;
}

/** GET /api/admin/search */
export interface AdminSearchResults {
  users: { id: string; name: string; email: string; role: Role }[];
  properties: { id: string; title: string; city: string; state: string }[];
  posts: { id: string; title: string; status: BlogPostStatus }[];
}

/** One Monday-to-Sunday week (UTC) of GET /api/admin/analytics. */
export interface AnalyticsWeek {
  /** The Monday the week starts on, "YYYY-MM-DD" (UTC). */
  weekStart: string;
  signups: number;
  listings: number;
  /** Posts published that week. */
  posts: number;
}

/** GET /api/admin/analytics: oldest week first, the current week last, none missing. */
export interface AdminAnalytics {
  weeks: AnalyticsWeek[];
}

/**
 * The activity row of a settings change: action "settings_updated", target_type "settings",
 * target_id "site_settings"; details name the fields that changed and hold the new values.
 */
export const SETTINGS_UPDATED_ACTION = "settings_updated";
export interface SiteSettingsActivityDetails extends SiteSettings {
  fields: (keyof SiteSettings)[];
}

/** GET and PUT /api/admin/settings */
export interface SiteSettings {
  siteName: string;
  contactEmail: string | null;
}
