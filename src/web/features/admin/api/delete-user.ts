import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

/** DELETE /api/admin/users/:id: the account, its sessions, profile, saved items and files. */
function deleteAdminUser(id: string): Promise<null> {
  return apiRequest("DELETE /api/admin/users/:id", `/api/admin/users/${encodeURIComponent(id)}`);
}

/** The user's pending requests go with the account: the whole area is read again. */
export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  });
}
