import { useSyncExternalStore } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { readTheme, setTheme, subscribeTheme } from "./theme-store";

/** The stored theme choice (light, dark or system) and a setter that saves and applies it. */
export function useTheme(): [ThemePreference, (theme: ThemePreference) => void] {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, readTheme);
  return [theme, setTheme];
}
