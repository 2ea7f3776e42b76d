import type { ThemePreference } from "@/shared/schemas/profile";
import { DEFAULT_THEME } from "@/shared/theme";
import { THEME_CHOICES } from "./theme-options";

/** Same key and rules as public/theme-init.js, which applies the theme before first paint. */
const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is ThemePreference {
  return typeof value === "string" && (THEME_CHOICES as readonly string[]).includes(value);
}

/**
 * This visit's choice, for when storage is blocked (privacy settings): the choice still applies,
 * so the menus must still show it rather than the default.
 */
let visitTheme: ThemePreference | null = null;

/** The account's theme the server wrote on the page, which theme-init.js applied. */
function pageAccountTheme(): ThemePreference | null {
  const theme = document.documentElement.dataset.accountTheme;
  return isTheme(theme) ? theme : null;
}

/** The theme the page shows: the device's choice, else this visit's, else the account's. */
export function readTheme(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // Blocked storage: what this visit applied is the answer.
  }
  return visitTheme ?? pageAccountTheme() ?? DEFAULT_THEME;
}

/** Whether a theme choice means dark, given whether the device prefers dark. */
export function resolvesToDark(theme: ThemePreference, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

function applyTheme(theme: ThemePreference): void {
  const dark = resolvesToDark(theme, window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
}

const listeners = new Set<() => void>();

export function setTheme(theme: ThemePreference): void {
  visitTheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked; the choice still applies for this visit.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/**
 * Subscribes to theme changes from this tab, other tabs (storage event) and the device's
 * light/dark switch, re-applying the class so "system" keeps following the device.
 */
export function subscribeTheme(listener: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    applyTheme(readTheme());
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) onChange();
  };
  listeners.add(listener);
  media.addEventListener("change", onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", onChange);
    window.removeEventListener("storage", onStorage);
  };
}
