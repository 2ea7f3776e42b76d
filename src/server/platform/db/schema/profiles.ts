import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ACCESS_REQUEST_STATUSES } from "@/shared/schemas/access-requests";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DISPLAY_NAME_FORMATS,
  EMAIL_FREQUENCIES,
  LANGUAGE_PREFERENCES,
  type NotificationSettings,
  type SocialMedia,
  THEME_PREFERENCES,
} from "@/shared/schemas/profile";
import { user } from "./auth";
import { jsonLimits, textLimits } from "./limits";

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * The app side of a user, one row per account. Name, e-mail and role are
 * the auth user's own columns and are not copied here (docs/decisions/002-one-home-per-field.md).
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").unique(),
    phoneNumber: text("phone_number"),
    streetAddress: text("street_address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    /** Storage key of the avatar image; the public URL is derived from it. */
    avatarKey: text("avatar_key"),
    bio: text("bio"),
    socialMedia: jsonb("social_media").$type<SocialMedia>().notNull().default({}),
    themePreference: text("theme_preference").notNull().default("system"),
    languagePreference: text("language_preference").notNull().default("en"),
    displayNameFormat: text("display_name_format").notNull().default("full_name"),
    emailFrequency: text("email_frequency").notNull().default("daily"),
    notificationSettings: jsonb("notification_settings")
      .$type<NotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    /** When the member's last digest was made: at most one per period of emailFrequency. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    realtorRequestStatus: text("realtor_request_status"),
    photographerRequestStatus: text("photographer_request_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("profiles_theme_check", oneOf("theme_preference", THEME_PREFERENCES)),
    check("profiles_language_check", oneOf("language_preference", LANGUAGE_PREFERENCES)),
    check("profiles_display_name_check", oneOf("display_name_format", DISPLAY_NAME_FORMATS)),
    check("profiles_email_frequency_check", oneOf("email_frequency", EMAIL_FREQUENCIES)),
    check(
      "profiles_realtor_status_check",
      oneOf("realtor_request_status", ACCESS_REQUEST_STATUSES),
    ),
    check(
      "profiles_photographer_status_check",
      oneOf("photographer_request_status", ACCESS_REQUEST_STATUSES),
    ),
    ...textLimits("profiles", {
      username: 30,
      phone_number: 15,
      street_address: 200,
      city: 100,
      state: 50,
      zip_code: 10,
      avatar_key: 200,
      bio: 1000,
    }),
    // Four handles of at most 100 characters, or three booleans, with their keys.
    ...jsonLimits("profiles", { social_media: 1000, notification_settings: 200 }),
  ],
);
