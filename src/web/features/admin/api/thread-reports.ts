import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

const REPORTS_KEY = [...ADMIN_AREA_KEY, "thread-reports"] as const;

/** GET /api/admin/reports: members' reports about conversations, open ones by default. */
export function useThreadReports(status: "open" | "resolved") {
  return useQuery({
    queryKey: [...REPORTS_KEY, status],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/admin/reports", `/api/admin/reports?status=${status}`, { signal }),
  });
}

/** POST /api/admin/reports/:id/resolve */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(
        "POST /api/admin/reports/:id/resolve",
        `/api/admin/reports/${encodeURIComponent(id)}/resolve`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

/** GET /api/admin/response-times: each realtor's median time to first reply (last 90 days). */
export function useResponseTimes() {
  return useQuery({
    queryKey: [...ADMIN_AREA_KEY, "response-times"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/admin/response-times", "/api/admin/response-times", { signal }),
  });
}
