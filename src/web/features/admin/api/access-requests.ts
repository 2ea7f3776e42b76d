import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminAccessRequestRow, AdminPage } from "@/shared/admin-users";
import type { QueryString } from "@/shared/api-contract";
import type { AdminAccessRequestListQuery } from "@/shared/schemas/admin-users";
import { apiRequest } from "@/web/lib/api-client";

import { ADMIN_AREA_KEY } from "./users";

const ADMIN_REQUESTS_KEY = [...ADMIN_AREA_KEY, "access-requests"] as const;

export type AdminRequestsFilter = Pick<AdminAccessRequestListQuery, "userId" | "page">;

/** GET /api/admin/access-requests: pending requests, newest first; userId narrows to one user. */
function getAdminAccessRequests(
  filter: AdminRequestsFilter,
  signal?: AbortSignal,
): Promise<AdminPage<AdminAccessRequestRow>> {
  const params = new URLSearchParams();
  if (filter.userId) params.set("userId", filter.userId);
  if (filter.page > 1) params.set("page", String(filter.page));
  const search = params.toString();
  const query: QueryString = search ? `?${search}` : "";
  return apiRequest("GET /api/admin/access-requests", `/api/admin/access-requests${query}`, {
    signal,
  });
}

function adminAccessRequestsQueryOptions(filter: AdminRequestsFilter) {
  return queryOptions({
    queryKey: [...ADMIN_REQUESTS_KEY, "pending", filter],
    queryFn: ({ signal }) => getAdminAccessRequests(filter, signal),
  });
}

export function useAdminAccessRequests(filter: AdminRequestsFilter, enabled = true) {
  return useQuery({
    ...adminAccessRequestsQueryOptions(filter),
    enabled,
    placeholderData: keepPreviousData,
  });
}
