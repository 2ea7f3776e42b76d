import { ADMIN_USER_TABS, type AdminUserTab } from "@/shared/admin-users";
import { isRole, type Role } from "@/shared/roles";

/** The /admin/users tabs: the three account lists and the Pending Requests table. */
type UsersPageTab = AdminUserTab | "requests";

export interface UsersPageState {
  tab: UsersPageTab;
  q: string;
  role: Role | undefined;
  page: number;
  /** Pending Requests narrowed to one user (the dashboard's Review button). */
  userId: string | undefined;
}

function isTab(value: string | null): value is UsersPageTab {
  return value === "requests" || (ADMIN_USER_TABS as readonly (string | null)[]).includes(value);
}

/** Reads the page's state from the URL; anything unknown falls back to the default. */
export function readUsersPageState(search: URLSearchParams): UsersPageState {
  const tab = search.get("tab");
  const role = search.get("role");
  const page = Number(search.get("page"));
  return {
    tab: isTab(tab) ? tab : "all",
    q: search.get("q")?.trim() ?? "",
    role: isRole(role) ? role : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    userId: search.get("userId") || undefined,
  };
}

/**
 * The URL for a changed state. Defaults are left out; a new tab, search or filter starts again at
 * page 1, and leaving Pending Requests drops its user filter.
 */
export function usersPageSearch(
  current: UsersPageState,
  change: Partial<UsersPageState>,
): URLSearchParams {
  const next = { ...current, ...change };
  if (!("page" in change)) next.page = 1;
  if (next.tab !== "requests") next.userId = undefined;
  const params = new URLSearchParams();
  if (next.tab !== "all") params.set("tab", next.tab);
  if (next.q) params.set("q", next.q);
  if (next.role) params.set("role", next.role);
  if (next.userId) params.set("userId", next.userId);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}
