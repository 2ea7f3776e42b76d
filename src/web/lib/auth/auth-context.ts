import { createContext, useContext } from "react";
import type { SignInInput, SignUpInput } from "@/shared/schemas/auth";
import type { AuthUser } from "./auth-user";

export interface AuthContextValue {
  user: AuthUser | null;
  /** True until the session (and, when signed in, the profile) has been read. */
  loading: boolean;
  /** These reject with ApiClientError on failure. */
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  /** Re-reads session and profile, e.g. after the profile was edited. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
