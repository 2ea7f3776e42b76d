import { z } from "zod";
import { THEME_PREFERENCES, type ThemePreference } from "../theme";
import type { AccessRequestStatus } from "./access-requests";
import { optionalLine, optionalText, singleLine } from "./text-fields";

/** Enumerations of the profile with their defaults. */
export { DEFAULT_THEME, THEME_PREFERENCES, type ThemePreference } from "../theme";

export const LANGUAGE_PREFERENCES = ["en", "es", "fr", "de", "zh", "ja"] as const;
export type LanguagePreference = (typeof LANGUAGE_PREFERENCES)[number];

export const DISPLAY_NAME_FORMATS = ["full_name", "first_name", "username", "initials"] as const;
export type DisplayNameFormat = (typeof DISPLAY_NAME_FORMATS)[number];

export const EMAIL_FREQUENCIES = ["daily", "weekly", "monthly", "never"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

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
  /** False until the member opens the e-mailed verification link. */
  emailVerified: boolean;
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

/** Avatar uploads: images only, at most 5 MB, checked by the server on the bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPE_ERROR = {
  title: "Invalid file type",
  message: "Please upload an image file",
};
export const AVATAR_SIZE_ERROR = {
  title: "File too large",
  message: "Please upload an image smaller than 5MB",
};

export const SOCIAL_NETWORKS = ["instagram", "facebook", "linkedin", "twitter"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Trimmed, without a leading @, without spaces, lower-cased. */
function cleanSocialHandle(handle: string): string {
  return handle.trim().replace(/^@+/, "").replace(/\s+/g, "").toLowerCase();
}

/** Digits only (the phone input keeps only digits). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

const handle = z
  .string()
  .max(100, "Handle is too long")
  .transform(cleanSocialHandle)
  .pipe(z.string().regex(/^[a-z0-9._-]*$/, "Use letters, numbers, dots, dashes or underscores"));

/** Social handles, cleaned; empty ones are dropped. */
const socialMediaSchema = z
  .strictObject({
    instagram: handle.optional(),
    facebook: handle.optional(),
    linkedin: handle.optional(),
    twitter: handle.optional(),
  })
  .transform((value): SocialMedia => {
    const kept: SocialMedia = {};
    for (const network of SOCIAL_NETWORKS) {
      const cleaned = value[network];
      if (cleaned) kept[network] = cleaned;
    }
    return kept;
  });

const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

/**
 * PATCH /api/profile/me: only the fields sent are changed. Strict, so e-mail, role and
 * request statuses can never be set through it; an empty name falls back to the e-mail prefix.
 */
export const profileUpdateSchema = z.strictObject({
  name: singleLine("Name").max(100, "Name must be at most 100 characters").optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, "Username must be 3-30 letters, numbers, dots, dashes or underscores")
    .optional(),
  phoneNumber: z
    .string()
    .transform(phoneDigits)
    .pipe(z.string().max(15, "Phone number must be at most 15 digits"))
    .transform((value) => value || null)
    .optional(),
  streetAddress: optionalLine(200, "Street address").optional(),
  city: optionalLine(100, "City").optional(),
  state: optionalLine(50, "State").optional(),
  zipCode: optionalLine(10, "ZIP code").optional(),
  bio: optionalText(1000, "Bio").optional(),
  socialMedia: socialMediaSchema.optional(),
  themePreference: z.enum(THEME_PREFERENCES, "Choose light, dark or system").optional(),
  languagePreference: z.enum(LANGUAGE_PREFERENCES, "Choose a supported language").optional(),
  displayNameFormat: z.enum(DISPLAY_NAME_FORMATS, "Choose a display name format").optional(),
  emailFrequency: z.enum(EMAIL_FREQUENCIES, "Choose an e-mail frequency").optional(),
});
/** What the form holds (before cleaning). */
export type ProfileUpdateFields = z.input<typeof profileUpdateSchema>;
/** What the server stores (after cleaning). */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PATCH /api/profile/me/notification-settings: any of the three toggles. */
export const notificationSettingsUpdateSchema = z.strictObject({
  emailNotifications: z.boolean().optional(),
  propertyAlerts: z.boolean().optional(),
  marketingEmails: z.boolean().optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
