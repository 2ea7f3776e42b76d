import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserRow } from "@/shared/admin-users";
import type { SuspendUserInput } from "@/shared/schemas/admin-users";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** POST /api/admin/users/:id/suspend: the user's sessions end and sign-in is refused. */
function suspendUser(id: string, input: SuspendUserInput): Promise<AdminUserRow> {
  return apiRequest(
    "POST /api/admin/users/:id/suspend",
    `/api/admin/users/${encodeURIComponent(id)}/suspend`,
    {
      body: input,
    },
  );
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => suspendUser(id, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  });
}
