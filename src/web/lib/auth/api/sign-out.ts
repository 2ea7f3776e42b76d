import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { clearSession } from "../session-cache";

/** Better Auth wants a JSON body here, even an empty one. */
export function signOutRequest(): Promise<unknown> {
  return apiRequest("/api/auth/sign-out", { method: "POST", body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => clearSession(queryClient),
  });
}
