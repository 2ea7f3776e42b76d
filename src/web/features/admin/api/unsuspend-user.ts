import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserRow } from "@/shared/admin-users";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** POST /api/admin/users/:id/unsuspend: the user may sign in again. */
function unsuspendUser(id: string): Promise<AdminUserRow> {
  return apiRequest(
    "POST /api/admin/users/:id/unsuspend",
    `/api/admin/users/${encodeURIComponent(id)}/unsuspend`,
  );
}

export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  });
}
