import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@/shared/schemas/account";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/account/password: the server re-checks the current password and ends the user's other
 * sessions; this one stays signed in (the answer may renew its cookie).
 */
function changePassword(input: ChangePasswordInput): Promise<null> {
  return apiRequest("POST /api/account/password", "/api/account/password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
