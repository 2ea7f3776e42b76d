import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver, UseFormReturn } from "react-hook-form";
import {
  type DisplayNameFormat,
  type LanguagePreference,
  type MyProfile,
  type ProfileUpdate,
  type ProfileUpdateFields,
  profileUpdateSchema,
  SOCIAL_NETWORKS,
  type ThemePreference,
} from "@/shared/schemas/profile";

/** What the edit form holds: every field as text, social handles as typed. */
export interface ProfileFormValues {
  name: string;
  username: string;
  phoneNumber: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  bio: string;
  socialMedia: { instagram: string; facebook: string; linkedin: string; twitter: string };
  themePreference: ThemePreference;
  languagePreference: LanguagePreference;
  displayNameFormat: DisplayNameFormat;
}

export type ProfileFormApi = UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;

const TEXT_FIELDS = [
  "name",
  "username",
  "phoneNumber",
  "streetAddress",
  "city",
  "state",
  "zipCode",
  "bio",
  "themePreference",
  "languagePreference",
  "displayNameFormat",
] as const;

export function toFormValues(profile: MyProfile): ProfileFormValues {
  return {
    name: profile.name,
    username: profile.username ?? "",
    phoneNumber: profile.phoneNumber ?? "",
    streetAddress: profile.streetAddress ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
    zipCode: profile.zipCode ?? "",
    bio: profile.bio ?? "",
    socialMedia: {
      instagram: profile.socialMedia.instagram ?? "",
      facebook: profile.socialMedia.facebook ?? "",
      linkedin: profile.socialMedia.linkedin ?? "",
      twitter: profile.socialMedia.twitter ?? "",
    },
    themePreference: profile.themePreference,
    languagePreference: profile.languagePreference,
    displayNameFormat: profile.displayNameFormat,
  };
}

/**
 * The fields that differ from what was loaded (fields left alone are not sent). The
 * social handles travel together, because the server stores them as one object.
 */
export function changedFields(
  values: ProfileFormValues,
  baseline: ProfileFormValues,
): ProfileUpdateFields {
  const changed: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if (values[field] !== baseline[field]) changed[field] = values[field];
  }
  if (
    SOCIAL_NETWORKS.some((network) => values.socialMedia[network] !== baseline.socialMedia[network])
  ) {
    changed.socialMedia = { ...values.socialMedia };
  }
  return changed as ProfileUpdateFields;
}

/**
 * Validates only what changed, with the API's own schema, and hands the cleaned update (trimmed
 * text, digits-only phone, cleaned handles with empty ones dropped) to the submit handler.
 * The baseline is read on each run, since it moves forward after every successful save.
 */
export function profileFormResolver(
  getBaseline: () => ProfileFormValues,
): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  const validate = zodResolver(profileUpdateSchema);
  return (values, context, options) =>
    validate(
      changedFields(values, getBaseline()),
      context,
      options as unknown as Parameters<typeof validate>[2],
    ) as ReturnType<Resolver<ProfileFormValues, unknown, ProfileUpdate>>;
}

/** The fields of each tab, so a validation error can bring its tab forward. */
const FORM_TABS = {
  personal: ["name", "username", "phoneNumber", "streetAddress", "city", "state", "zipCode", "bio"],
  social: ["socialMedia"],
  preferences: ["themePreference", "languagePreference", "displayNameFormat"],
} as const;
export type FormTab = keyof typeof FORM_TABS;

/** The first tab holding one of the given field paths (e.g. "socialMedia.instagram"). */
export function tabOfFields(paths: readonly string[]): FormTab | null {
  for (const tab of Object.keys(FORM_TABS) as FormTab[]) {
    const fields: readonly string[] = FORM_TABS[tab];
    if (paths.some((path) => fields.includes(path.split(".")[0] ?? path))) return tab;
  }
  return null;
}
