import { createContext, useContext } from "react";
import type { SignInInput } from "@/shared/schemas/auth";
import type { AuthUser } from "./auth-user";

export interface AuthContextValue {
  user: AuthUser | null;
  /** True until the session has been read. */
  loading: boolean;
  /** Signed in and the profile (e-mail, phone, preferences...) not read yet. */
  profileLoading: boolean;
  /** These reject with ApiClientError on failure. */
  signIn: (input: SignInInput) => Promise<void>;
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
