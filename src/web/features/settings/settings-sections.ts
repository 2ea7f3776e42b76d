/**
 * The settings tab's sub-tabs, plus 'Directory Listing' for realtors and
 * photographers (they edit their own directory entry there).
 */
const SETTINGS_SUBTABS = [
  "profile",
  "appearance",
  "language",
  "notifications",
  "security",
  "directory",
] as const;
export type SettingsSubTab = (typeof SETTINGS_SUBTABS)[number];

export const SETTINGS_SUBTAB_LABELS: Record<SettingsSubTab, string> = {
  profile: "Profile",
  appearance: "Appearance",
  language: "Language",
  notifications: "Notifications",
  security: "Security",
  directory: "Directory Listing",
};

/** The sub-tabs a user sees: the directory one only when they have a directory entry. */
export function visibleSubTabs(hasDirectoryEntry: boolean): readonly SettingsSubTab[] {
  return hasDirectoryEntry
    ? SETTINGS_SUBTABS
    : SETTINGS_SUBTABS.filter((tab) => tab !== "directory");
}

/**
 * The sections a link can open with ?section=…: security and notifications with their full
 * form, directory with the professional's entry.
 */
export type SettingsSection = Extract<SettingsSubTab, "security" | "notifications" | "directory">;
const SECTIONS: readonly SettingsSection[] = ["security", "notifications", "directory"];

export function isSettingsSubTab(value: unknown): value is SettingsSubTab {
  return typeof value === "string" && (SETTINGS_SUBTABS as readonly string[]).includes(value);
}

/** The section the URL asks for, or null (any other value is ignored). */
export function readSettingsSection(params: URLSearchParams): SettingsSection | null {
  const section = params.get("section");
  return SECTIONS.find((known) => known === section) ?? null;
}
