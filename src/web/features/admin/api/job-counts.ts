import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_OUTBOX_KEY } from "./outbox-messages";

/** GET /api/admin/jobs/counts: background jobs queued, running, failed and done. */
function getJobCounts(signal?: AbortSignal) {
  return apiRequest("GET /api/admin/jobs/counts", "/api/admin/jobs/counts", { signal });
}

function jobCountsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_OUTBOX_KEY, "job-counts"],
    queryFn: ({ signal }) => getJobCounts(signal),
  });
}

export function useJobCounts() {
  return useQuery(jobCountsQueryOptions());
}
