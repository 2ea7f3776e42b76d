import { useSyncExternalStore } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { DEFAULT_THEME } from "@/shared/theme";
import { useRootData } from "@/web/lib/root-data";
import { readTheme, setTheme, subscribeTheme } from "./theme-store";

/**
 * The stored theme choice (light, dark or system) and a setter that saves and applies it. The
 * server knows only the account's theme, so that is what the page is drawn and adopted with;
 * the device's own choice (read by public/theme-init.js before the first paint) follows at once,
 * re-rendering what shows the choice (a select keeps the server's option until its value prop
 * changes, so the page must not be adopted with the device's value).
 */
export function useTheme(): [ThemePreference, (theme: ThemePreference) => void] {
  const serverTheme = useRootData()?.accountTheme ?? DEFAULT_THEME;
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => serverTheme);
  return [theme, setTheme];
}
