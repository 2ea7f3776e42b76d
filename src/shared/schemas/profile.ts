/** Enumerations of the profile (part 1 §3) with their defaults. */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME: ThemePreference = "system";

export const LANGUAGE_PREFERENCES = ["en", "es", "fr", "de", "zh", "ja"] as const;
export type LanguagePreference = (typeof LANGUAGE_PREFERENCES)[number];

export const DISPLAY_NAME_FORMATS = ["full_name", "first_name", "username", "initials"] as const;
export type DisplayNameFormat = (typeof DISPLAY_NAME_FORMATS)[number];

export const EMAIL_FREQUENCIES = ["daily", "weekly", "monthly", "never"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const ACCESS_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export interface NotificationSettings {
  emailNotifications: boolean;
  propertyAlerts: boolean;
  marketingEmails: boolean;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  propertyAlerts: true,
  marketingEmails: false,
};

export interface SocialMedia {
  instagram?: string;
  facebook?: string;
  linkedin?: string;
  twitter?: string;
}

/** The signed-in user's own profile as the API returns it. */
export interface MyProfile {
  id: string;
  email: string;
  name: string;
  username: string | null;
  role: import("../roles").Role;
  avatarUrl: string | null;
  phoneNumber: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  bio: string | null;
  socialMedia: SocialMedia;
  themePreference: ThemePreference;
  languagePreference: LanguagePreference;
  displayNameFormat: DisplayNameFormat;
  emailFrequency: EmailFrequency;
  notificationSettings: NotificationSettings;
  realtorRequestStatus: AccessRequestStatus | null;
  photographerRequestStatus: AccessRequestStatus | null;
  updatedAt: string;
}
