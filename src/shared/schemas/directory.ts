import { z } from "zod";
import {
  DIRECTORY_SEARCH_MAX,
  PHOTOGRAPHER_SPECIALTIES,
  PHOTOGRAPHER_SPECIALTIES_MAX,
  PHOTOGRAPHER_TABS,
  PORTFOLIO_MAX_IMAGES,
  REALTOR_LANGUAGES_MAX,
  REALTOR_SPECIALTIES,
  REALTOR_SPECIALTIES_MAX,
  REALTOR_TABS,
} from "../directory";
import { blankAsUnset, pageParam, searchTextParam } from "./query-params";
import { optionalLine, optionalText, singleLine } from "./text-fields";

/**
 * A tab name from the URL, matched without regard to case and returned as spelled in `tabs`;
 * "all" (the first tab of both pages) means no filter.
 */
function tabFilter<T extends readonly [string, ...string[]]>(tabs: T) {
  const message = `Specialty must be one of: all, ${tabs.join(", ")}`;
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const wanted = value.trim().toLowerCase();
    if (wanted === "all") return undefined;
    return tabs.find((tab) => tab.toLowerCase() === wanted) ?? value;
  }, z.enum(tabs, message).optional());
}

function directorySearchSchema<T extends readonly [string, ...string[]]>(tabs: T) {
  return z.object({
    q: searchTextParam(DIRECTORY_SEARCH_MAX),
    specialty: z.preprocess(blankAsUnset, tabFilter(tabs)),
    page: pageParam(10_000),
  });
}

/** GET /api/realtors?q=&specialty=&page= */
export const realtorSearchSchema = directorySearchSchema(REALTOR_TABS);
export type RealtorSearch = z.output<typeof realtorSearchSchema>;

/** GET /api/realtors/:id?page=: a page of the realtor's listings. */
export const realtorPageQuerySchema = z.object({ page: pageParam() });

/** GET /api/photographers?q=&specialty=&page= */
export const photographerSearchSchema = directorySearchSchema(PHOTOGRAPHER_TABS);
export type PhotographerSearch = z.output<typeof photographerSearchSchema>;

const phone = z
  .string()
  .trim()
  .max(30, "Phone number is too long")
  .regex(/^[\d\s()+.-]*$/, "Please enter a valid phone number")
  .transform((value) => value || null);

const contactEmail = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .pipe(z.union([z.literal(""), z.email("Please enter a valid email address.")]))
  .transform((value) => value || null);

/** Only http(s) addresses become links on the cards. */
const website = z
  .string()
  .trim()
  .max(500, "Website must be at most 500 characters")
  .pipe(
    z.union([z.literal(""), z.url({ protocol: /^https?$/, message: "Please enter a valid URL." })]),
  )
  .transform((value) => value || null);

/** A set of tags from a fixed list, in the order given, without duplicates. */
function tagsFrom<T extends readonly [string, ...string[]]>(vocabulary: T, max: number) {
  return z
    .array(z.enum(vocabulary, `Choose specialties from the list: ${vocabulary.join(", ")}`))
    .transform((tags) => [...new Set(tags)])
    .pipe(z.array(z.string()).max(max, `Choose at most ${max} specialties`));
}

const languages = z
  .array(
    singleLine("A language")
      .min(1, "A language cannot be empty")
      .max(40, "A language must be at most 40 characters"),
  )
  .transform((names) => [...new Set(names)])
  .pipe(
    z
      .array(z.string())
      .max(REALTOR_LANGUAGES_MAX, `List at most ${REALTOR_LANGUAGES_MAX} languages`),
  );

/** Fields both kinds of entry share. */
const commonFields = {
  company: optionalLine(120, "Company").optional(),
  bio: optionalText(2000, "Bio").optional(),
  location: optionalLine(120, "Location").optional(),
  phone: phone.optional(),
  contactEmail: contactEmail.optional(),
  website: website.optional(),
  listed: z.boolean("Listed must be true or false").optional(),
};

/**
 * PATCH /api/directory/me for a realtor: only the fields sent change. Strict, so rating, review
 * count, brokerage e-mail and licence (from the approved request) can never be set through it.
 */
export const realtorEntryUpdateSchema = z.strictObject({
  ...commonFields,
  title: optionalLine(100, "Title").optional(),
  specialties: tagsFrom(REALTOR_SPECIALTIES, REALTOR_SPECIALTIES_MAX).optional(),
  languages: languages.optional(),
});
export type RealtorEntryUpdate = z.output<typeof realtorEntryUpdateSchema>;
export type RealtorEntryFields = z.input<typeof realtorEntryUpdateSchema>;

/** PATCH /api/directory/me for a photographer; strict like the realtor's. */
export const photographerEntryUpdateSchema = z.strictObject({
  ...commonFields,
  specialty: singleLine("Specialty")
    .min(2, "Specialty must be at least 2 characters")
    .max(100, "Specialty must be at most 100 characters")
    .optional(),
  experience: optionalLine(50, "Experience").optional(),
  priceRange: optionalLine(50, "Price range").optional(),
  specialties: tagsFrom(PHOTOGRAPHER_SPECIALTIES, PHOTOGRAPHER_SPECIALTIES_MAX).optional(),
});
export type PhotographerEntryUpdate = z.output<typeof photographerEntryUpdateSchema>;
export type PhotographerEntryFields = z.input<typeof photographerEntryUpdateSchema>;

/** PATCH /api/directory/me/portfolio/order: every portfolio image id once, in the new order. */
export const portfolioOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid("Unknown image"))
    .max(PORTFOLIO_MAX_IMAGES, `A portfolio holds at most ${PORTFOLIO_MAX_IMAGES} images`)
    .refine((ids) => new Set(ids).size === ids.length, "Each image may appear only once"),
});
