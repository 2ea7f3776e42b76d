import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "@/shared/admin-users";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_USERS_KEY } from "./users";

/** GET /api/admin/users/:id: the profile dialog's account, address, status and requests. */
function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiRequest("GET /api/admin/users/:id", `/api/admin/users/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, "detail", id],
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
}

export function useAdminUser(id: string, enabled = true) {
  return useQuery({ ...adminUserQueryOptions(id), enabled });
}
