/** The dashboard's tabs (part 2 §2, §9); overview is the default and stays out of the URL. */
export const DASHBOARD_TABS = ["overview", "saved", "notifications", "settings"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  saved: "Saved",
  notifications: "Notifications",
  settings: "Settings",
};

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === "string" && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The tab the URL asks for; a missing or unknown one means the overview. */
export function readDashboardTab(params: URLSearchParams): DashboardTab {
  const tab = params.get("tab");
  return isDashboardTab(tab) ? tab : "overview";
}
