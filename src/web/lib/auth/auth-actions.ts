import type { QueryClient } from "@tanstack/react-query";
import type { SignInInput } from "@/shared/schemas/auth";
import { signInWithEmail } from "./api/sign-in";
import { signOutRequest } from "./api/sign-out";
import { clearSession, refreshSession } from "./session-cache";

/**
 * Sign-in and sign-out as plain async steps. The provider loads this module on first
 * use: no page needs it to paint, and it keeps the mutation machinery out of the entry bundle.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<void> {
  await signInWithEmail(input);
  await refreshSession(queryClient);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  await signOutRequest();
  await clearSession(queryClient);
}
