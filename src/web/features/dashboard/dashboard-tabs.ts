import type { Role } from "@/shared/roles";

/**
 * The dashboard's tabs; overview is the default and stays out of the URL. Realtors
 * also manage their listings and reels here, since /admin admits administrators only, read
 * their numbers in Performance, and answer their leads in the Inbox (photographers their
 * bookings); everyone's own threads with realtors and photographers are in Messages.
 */
export const DASHBOARD_TABS = [
  "overview",
  "messages",
  "saved",
  "searches",
  "notifications",
  "settings",
  "inbox",
  "listings",
  "reels",
  "performance",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Tabs only a realtor sees; for anyone else they fall back to the overview. */
const REALTOR_TABS: readonly DashboardTab[] = ["inbox", "listings", "reels", "performance"];
/** A photographer answers the realtors who book them in the Inbox too. */
const PHOTOGRAPHER_TABS: readonly DashboardTab[] = ["inbox"];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  messages: "Messages",
  saved: "Saved",
  searches: "Saved Searches",
  notifications: "Notifications",
  settings: "Settings",
  inbox: "Inbox",
  listings: "My Listings",
  reels: "My Reels",
  performance: "Performance",
};

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === "string" && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The tabs a user of this role sees, in order. */
export function dashboardTabsFor(role: Role | null | undefined): readonly DashboardTab[] {
  if (role === "realtor") return DASHBOARD_TABS;
  const own = role === "photographer" ? PHOTOGRAPHER_TABS : [];
  return DASHBOARD_TABS.filter((tab) => !REALTOR_TABS.includes(tab) || own.includes(tab));
}

/** The tab the URL asks for; a missing, unknown or not-allowed one means the overview. */
export function readDashboardTab(params: URLSearchParams, role?: Role | null): DashboardTab {
  const tab = params.get("tab");
  return isDashboardTab(tab) && dashboardTabsFor(role).includes(tab) ? tab : "overview";
}
