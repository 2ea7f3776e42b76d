import { THEME_PREFERENCES, type ThemePreference } from "@/shared/theme";

/** How the theme choices read in the theme menus. */
export const THEME_LABELS: Record<ThemePreference, string> = {
  light: "Light",
  dark: "Dark",
  system: "System Default",
};

export const THEME_CHOICES: readonly ThemePreference[] = THEME_PREFERENCES;
