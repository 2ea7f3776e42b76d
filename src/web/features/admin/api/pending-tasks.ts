import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/pending-tasks: access requests waiting for a decision, newest first. */
function getAdminPendingTasks(signal?: AbortSignal) {
  return apiRequest("GET /api/admin/pending-tasks", "/api/admin/pending-tasks", { signal });
}

export const adminPendingTasksKey = ["admin", "pending-tasks"] as const;

function adminPendingTasksQueryOptions() {
  return queryOptions({
    queryKey: adminPendingTasksKey,
    queryFn: ({ signal }) => getAdminPendingTasks(signal),
  });
}

export function useAdminPendingTasks() {
  return useQuery(adminPendingTasksQueryOptions());
}
