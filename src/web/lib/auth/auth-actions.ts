import type { QueryClient } from "@tanstack/react-query";
import type { SignInInput, SignUpInput } from "@/shared/schemas/auth";
import { signInWithEmail } from "./api/sign-in";
import { signOutRequest } from "./api/sign-out";
import { signUpWithEmail } from "./api/sign-up";
import { clearSession, refreshSession } from "./session-cache";

/**
 * Sign-in, sign-up and sign-out as plain async steps. The provider loads this module on first
 * use: no page needs it to paint, and it keeps the mutation machinery out of the entry bundle.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<void> {
  await signInWithEmail(input);
  await refreshSession(queryClient);
}

/** The server signs a new account in straight away, so success reloads the session. */
export async function signUp(queryClient: QueryClient, input: SignUpInput): Promise<void> {
  await signUpWithEmail(input);
  await refreshSession(queryClient);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  await signOutRequest();
  await clearSession(queryClient);
}
