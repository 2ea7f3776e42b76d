import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "@/shared/schemas/auth";
import { apiRequest } from "@/web/lib/api-client";
import { refreshSession } from "../session-cache";

export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return apiRequest("/api/auth/sign-up/email", { method: "POST", body: input });
}

/** The server signs a new account in straight away, so success reloads the session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
