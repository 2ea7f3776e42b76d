/** The settings tab's sub-tabs (part 2 §2). */
export const SETTINGS_SUBTABS = [
  "profile",
  "appearance",
  "language",
  "notifications",
  "security",
] as const;
export type SettingsSubTab = (typeof SETTINGS_SUBTABS)[number];

export const SETTINGS_SUBTAB_LABELS: Record<SettingsSubTab, string> = {
  profile: "Profile",
  appearance: "Appearance",
  language: "Language",
  notifications: "Notifications",
  security: "Security",
};

/** The sections that open their sub-tab with the full form (?section=…). */
export type FullFormSection = Extract<SettingsSubTab, "security" | "notifications">;

export function isSettingsSubTab(value: unknown): value is SettingsSubTab {
  return typeof value === "string" && (SETTINGS_SUBTABS as readonly string[]).includes(value);
}

/** The full-form section the URL asks for, or null (any other value is ignored). */
export function readSettingsSection(params: URLSearchParams): FullFormSection | null {
  const section = params.get("section");
  return section === "security" || section === "notifications" ? section : null;
}
