import type { DehydratedState } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@/shared/admin-overview";
import type { ThemePreference } from "@/shared/theme";

/** What the root loader (src/web/app/root.tsx) gives every page. */
export interface RootData {
  dehydrated: DehydratedState;
  /** The site's public address, for absolute links. */
  baseUrl: string;
  /** The site name and contact e-mail an administrator set (or the defaults). */
  site: SiteSettings;
  /** The theme the visitor's account keeps; null when signed out. */
  accountTheme: ThemePreference | null;
  /** The maps' MapLibre style URL (`MAP_STYLE_URL`); null draws the bundled offline atlas. */
  mapStyleUrl: string | null;
}

/** The root's data; undefined only while the root itself failed (its error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The site's name and contact e-mail, for the header, footer, titles and the Contact page. */
export function useSite(): SiteSettings {
  return useRootData()?.site ?? DEFAULT_SITE_SETTINGS;
}

/** The maps' style URL, or null for the offline atlas that ships with the app. */
export function useMapStyleUrl(): string | null {
  return useRootData()?.mapStyleUrl ?? null;
}

/** The same from a meta function's matches, where hooks cannot run. */
export function siteOfMatches(matches: readonly ({ id: string; data: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return { baseUrl: root?.baseUrl ?? "", site: root?.site ?? DEFAULT_SITE_SETTINGS };
}
