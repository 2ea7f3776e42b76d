import { z } from "zod";
import type { PhotographerEntry, RealtorEntry } from "@/shared/directory";
import {
  type PhotographerEntryFields,
  photographerEntryUpdateSchema,
  type RealtorEntryFields,
  realtorEntryUpdateSchema,
} from "@/shared/schemas/directory";
import { ApiClientError } from "@/web/lib/api-client";

/** "English, Spanish ,, French" → ["English", "Spanish", "French"]. */
export function splitLanguages(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The realtor form edits languages as one comma-separated text; the rest of the form is the
 * API's own schema, so the messages are the server's.
 */
export const realtorFormSchema = realtorEntryUpdateSchema.extend({
  languages: z
    .string()
    .transform(splitLanguages)
    .pipe(realtorEntryUpdateSchema.shape.languages.unwrap()),
});
export type RealtorFormValues = z.input<typeof realtorFormSchema>;

/** The PATCH body of the realtor form: the languages text becomes the list the API takes. */
export function realtorUpdate(values: RealtorFormValues): RealtorEntryFields {
  return { ...values, languages: splitLanguages(values.languages) };
}

export const photographerFormSchema = photographerEntryUpdateSchema;
export type PhotographerFormValues = z.input<typeof photographerFormSchema>;

/** Stored nulls become empty fields; an emptied field is sent as "" and stored as null again. */
const text = (value: string | null) => value ?? "";

function commonValues(entry: RealtorEntry | PhotographerEntry) {
  return {
    company: text(entry.company),
    bio: text(entry.bio),
    location: text(entry.location),
    phone: text(entry.phone),
    contactEmail: text(entry.contactEmail),
    website: text(entry.website),
    listed: entry.listed,
  };
}

export function realtorFormValues(entry: RealtorEntry) {
  return {
    ...commonValues(entry),
    title: text(entry.title),
    specialties: entry.specialties as NonNullable<RealtorEntryFields["specialties"]>,
    languages: entry.languages.join(", "),
  } satisfies RealtorFormValues;
}

export function photographerFormValues(entry: PhotographerEntry) {
  return {
    ...commonValues(entry),
    specialty: entry.specialty,
    experience: text(entry.experience),
    priceRange: text(entry.priceRange),
    specialties: entry.specialties as NonNullable<PhotographerEntryFields["specialties"]>,
  } satisfies PhotographerFormValues;
}

/** A field issue's form field: "languages.2" (one language) belongs to the languages field. */
export function issueField(path: string): string {
  return path.split(".")[0] ?? path;
}

/** The API's error with each field issue under its form field's name. */
export function withFormFieldPaths(error: unknown): unknown {
  if (!(error instanceof ApiClientError)) return error;
  const issues = error.issues.map((issue) => ({ ...issue, path: issueField(issue.path) }));
  return new ApiClientError(error.status, error.code, error.message, issues);
}
