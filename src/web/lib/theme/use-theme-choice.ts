import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { useAuth } from "@/web/lib/auth/auth-context";
import { saveThemePreference } from "./api/save-theme-preference";
import { useTheme } from "./use-theme";

/**
 * The theme choice: applied and kept on this device at once, and kept on the account when signed
 * in, so it follows the user to the next sign-in. `choose` rejects when the account
 * could not be updated; the device keeps the choice either way.
 */
export function useThemeChoice() {
  const [theme, setLocalTheme] = useTheme();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const choose = useCallback(
    async (next: ThemePreference) => {
      setLocalTheme(next);
      if (signedIn) await saveThemePreference(queryClient, next);
    },
    [setLocalTheme, signedIn, queryClient],
  );
  return { theme, choose };
}
