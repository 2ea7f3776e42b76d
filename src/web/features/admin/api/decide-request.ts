import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAccessRequestRow } from "@/shared/admin-users";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

export type RequestDecision = "approve" | "reject";

/**
 * POST /api/admin/access-requests/:id/approve|reject; a rejection carries the reason the
 * applicant reads. 409 when already decided.
 */
function decideAccessRequest(
  id: string,
  decision: RequestDecision,
  reason?: string,
): Promise<AdminAccessRequestRow> {
  return apiRequest(
    `POST /api/admin/access-requests/:id/${decision}`,
    `/api/admin/access-requests/${encodeURIComponent(id)}/${decision}`,
    { body: decision === "reject" ? { reason } : {} },
  );
}

/** Approval changes the user's role and the dashboard's tasks: the whole area is read again. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: RequestDecision;
      reason?: string;
    }) => decideAccessRequest(id, decision, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  });
}
