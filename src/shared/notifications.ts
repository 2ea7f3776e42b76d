/** What a notification is about; the kinds the server writes. */
const NOTIFICATION_KINDS = [
  "access_request_approved",
  "access_request_rejected",
  "access_request_received",
  "inquiry_received",
  "tour_requested",
  "directory_message",
  "conversation_message",
  "tour_update",
  "booking_update",
  "search_match",
  "search_price_drop",
  "search_back_on_market",
  "saved_home_price_drop",
  "saved_home_removed",
  "saved_home_status",
  "saved_home_open_house",
  "collection_activity",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What one notification may hold; longer texts are cut to fit (the listing has the rest). */
export const NOTIFICATION_TITLE_MAX = 300;
export const NOTIFICATION_BODY_MAX = 600;

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. /property/{id}, or null. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** GET /api/notifications: one page, newest first; pass `nextCursor` back as `cursor`. */
export interface NotificationList {
  items: AppNotification[];
  /** Of all the user's notifications, not only this page's. */
  unreadCount: number;
  /** Null on the last page. */
  nextCursor: string | null;
}

/** GET /api/dashboard/summary: the overview cards' live figures. */
export interface DashboardSummary {
  savedCount: number;
  unreadNotifications: number;
  /** Only for admins and realtors; null for other roles. */
  availablePhotographers: number | null;
}

/** GET /api/recent-searches: the user's last searches, newest first. */
export interface RecentSearch {
  /** The search page's query string without "?", e.g. "q=austin&beds=3". */
  query: string;
  /** A short human description, e.g. "austin · 3+ beds". */
  label: string;
  createdAt: string;
}
export const RECENT_SEARCHES_SHOWN = 5;
