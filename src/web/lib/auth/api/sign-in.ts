import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "@/shared/schemas/auth";
import { apiRequest } from "@/web/lib/api-client";
import { refreshSession } from "../session-cache";

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return apiRequest("/api/auth/sign-in/email", { method: "POST", body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => refreshSession(queryClient),
  });
}
