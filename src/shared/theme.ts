/**
 * The theme preference. A module of its own, free of zod, because the theme code of
 * every page needs it and the schemas would bring zod along (decision 004).
 */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** Also the default of public/theme-init.js, which runs before any module. */
export const DEFAULT_THEME: ThemePreference = "system";
