import { useCallback } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useSaveThemePreference } from "./api/save-theme-preference";
import { useTheme } from "./use-theme";

/**
 * The theme choice: applied and kept on this device at once, and kept on the account when signed
 * in, so it follows the user to the next sign-in. `choose` rejects when the account
 * could not be updated; the device keeps the choice either way.
 */
export function useThemeChoice() {
  const [theme, setLocalTheme] = useTheme();
  const { user } = useAuth();
  const { mutateAsync } = useSaveThemePreference();
  const signedIn = user !== null;
  const choose = useCallback(
    async (next: ThemePreference) => {
      setLocalTheme(next);
      if (signedIn) await mutateAsync(next);
    },
    [setLocalTheme, signedIn, mutateAsync],
  );
  return { theme, choose };
}
