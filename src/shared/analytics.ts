/** What the numbers are about: a listing or a reel. */
export const ANALYTICS_SUBJECTS = ["listing", "reel"] as const;
export type AnalyticsSubject = (typeof ANALYTICS_SUBJECTS)[number];

/** The Performance switch: the last 7, 30 or 90 days, today included. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** Site-wide, the report lists this many listings and reels, most viewed first. */
export const ANALYTICS_TOP_ITEMS = 20;

/** A reel watched to at least this share of its length counts as completed. */
export const REEL_COMPLETION_SHARE = 0.95;

/** What the browser reports; saves, leads and tour requests are counted by the server itself. */
export const ANALYTICS_BEACON_PATH = "/api/analytics/events";

/** The counts of one day or of a range. */
export interface AnalyticsCounts {
  views: number;
  /** Unique visitors of each day, summed over the range (a visitor on two days counts twice). */
  visitors: number;
  saves: number;
  shares: number;
  /** Contact Agent messages. */
  leads: number;
  tours: number;
  /** Reels only: how many plays reported how far they got. */
  plays: number;
  /** Reels only: the average share of the reel watched per play (0 to 1), null without plays. */
  averageWatched: number | null;
  /** Reels only: the share of plays watched to the end (0 to 1), null without plays. */
  completionRate: number | null;
}

export interface AnalyticsDay extends AnalyticsCounts {
  /** "YYYY-MM-DD", a UTC day. */
  day: string;
}

export interface AnalyticsItem {
  kind: AnalyticsSubject;
  id: string;
  title: string;
  totals: AnalyticsCounts;
}

/**
 * GET /api/analytics (the signed-in realtor's own listings and reels) and
 * GET /api/admin/traffic (the whole site): every day of the range, oldest first, none missing.
 */
export interface AnalyticsReport {
  days: AnalyticsRange;
  /** The item the series is about; null: all of them together. */
  selected: { kind: AnalyticsSubject; id: string } | null;
  series: AnalyticsDay[];
  totals: AnalyticsCounts;
  /** The realtor's listings and reels, or the site's most viewed; the range's totals of each. */
  items: AnalyticsItem[];
}
