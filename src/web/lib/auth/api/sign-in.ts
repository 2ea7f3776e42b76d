import type { SignInInput } from "@/shared/schemas/auth";
import { apiRequest } from "@/web/lib/api-client";

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return apiRequest("/api/auth/sign-in/email", { method: "POST", body: input });
}
