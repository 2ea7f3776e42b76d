import { useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { THEME_MUTATION_KEY } from "./api/save-theme-preference";
import { readTheme, setTheme } from "./theme-store";

/**
 * The theme kept on the account wins over the one this device remembers: on sign-in (or opening
 * the app signed in), and whenever the account's choice changes (e.g. saved from the profile
 * form). While this device is saving a choice, the account's older value is not applied, so
 * quick changes do not flicker; a failed save leaves device and account agreeing again.
 */
export function useAccountTheme(accountTheme: ThemePreference | undefined): void {
  const saving = useIsMutating({ mutationKey: THEME_MUTATION_KEY }) > 0;
  useEffect(() => {
    if (saving || !accountTheme) return;
    if (readTheme() !== accountTheme) setTheme(accountTheme);
  }, [accountTheme, saving]);
}
