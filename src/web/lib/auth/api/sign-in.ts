import type { SignInInput } from "@/shared/schemas/auth";
import { apiRequest } from "@/web/lib/api-client";

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return apiRequest("POST /api/auth/sign-in/email", "/api/auth/sign-in/email", { body: input });
}
