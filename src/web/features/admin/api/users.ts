import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPage, AdminUserRow } from "@/shared/admin-users";
import type { QueryString } from "@/shared/api-contract";
import type { AdminUserListQuery } from "@/shared/schemas/admin-users";
import { apiRequest } from "@/web/lib/api-client";

/**
 * Every back-office query starts with "admin". Each user action writes an activity row and moves
 * the dashboard's figures, so the actions invalidate the whole area (only what is shown refetches).
 */
export const ADMIN_AREA_KEY = ["admin"] as const;
/** Every admin user query (list, detail) starts with this key. */
export const ADMIN_USERS_KEY = [...ADMIN_AREA_KEY, "users"] as const;

/** The query string of a list call; defaults are left out so equal filters share a cache entry. */
export function adminUsersSearch(query: AdminUserListQuery): QueryString {
  const params = new URLSearchParams();
  if (query.tab !== "all") params.set("tab", query.tab);
  if (query.role) params.set("role", query.role);
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/admin/users: one page of the users table, newest accounts first. */
function getAdminUsers(
  query: AdminUserListQuery,
  signal?: AbortSignal,
): Promise<AdminPage<AdminUserRow>> {
  return apiRequest("GET /api/admin/users", `/api/admin/users${adminUsersSearch(query)}`, {
    signal,
  });
}

function adminUsersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, "list", query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useAdminUsers(query: AdminUserListQuery, enabled = true) {
  return useQuery({ ...adminUsersQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
