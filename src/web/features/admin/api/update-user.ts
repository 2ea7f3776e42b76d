import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserUpdateFields } from "@/shared/schemas/admin-users";
import { apiRequest } from "@/web/lib/api-client";
import { adminUserQueryOptions } from "./user";
import { ADMIN_AREA_KEY } from "./users";

/**
 * PATCH /api/admin/users/:id. Refusals come back as field issues: 409 username taken, the last
 * administrator's role, the admin's own role; an e-mail change is always refused.
 */
function updateAdminUser(id: string, fields: AdminUserUpdateFields) {
  return apiRequest("PATCH /api/admin/users/:id", `/api/admin/users/${encodeURIComponent(id)}`, {
    body: fields,
  });
}

export function useUpdateAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AdminUserUpdateFields) => updateAdminUser(id, fields),
    onSuccess: (detail) => queryClient.setQueryData(adminUserQueryOptions(id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_AREA_KEY }),
  });
}
