import { z } from "zod";
import { LISTING_OFFERS } from "../listing-life";
import {
  MANAGED_PROPERTY_FILTERS,
  MANAGED_PROPERTY_SEARCH_MAX,
  PROPERTY_IMAGE_LABEL_MAX,
  PROPERTY_IMAGES_MAX,
  REALTOR_CHOICE_MESSAGE,
  REALTOR_SEARCH_MAX,
} from "../manage-properties";
import { AMENITIES, PROPERTY_TYPES } from "../properties";
import { US_STATE_CODES } from "../us-states";
import { blankAsUnset, pageParam, searchTextParam } from "./query-params";
import { singleLine } from "./text-fields";

/** Digits with thousands separators ("1,250,000"), as the price field shows them, or a number. */
const wholeNumber = (value: unknown) => {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return value;
  const digits = value.replaceAll(",", "").trim();
  if (digits === "") return undefined;
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
};

/** An empty optional field means "not given" (null), not zero. */
const emptyAsNull = (value: unknown) =>
  value === "" || value === undefined || (typeof value === "string" && value.trim() === "")
    ? null
    : wholeNumber(value);

const optionalInt = (label: string, min: number, max: number) =>
  z.preprocess(
    emptyAsNull,
    z
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`)
      .nullable(),
  );

/**
 * A coordinate of the listing's position, in degrees. Optional: with neither given, the server
 * places the listing at its ZIP's centre; typed or pinned coordinates win.
 */
const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number of degrees.` })
    .min(-limit, `${label} must be between -${limit} and ${limit}.`)
    .max(limit, `${label} must be between -${limit} and ${limit}.`)
    .nullish()
    .transform((value) => value ?? undefined);

const featureList = (label: string) =>
  z
    .array(singleLine(label).min(1).max(80, `${label} must be at most 80 characters each.`))
    .max(20, `At most 20 ${label.toLowerCase()}.`)
    .default([]);

/** Where a crop keeps the photo's subject; null keeps the centre. */
export const photoFocusSchema = z
  .object({
    x: z
      .number()
      .min(0, "The focal point must lie on the photo.")
      .max(1, "The focal point must lie on the photo."),
    y: z
      .number()
      .min(0, "The focal point must lie on the photo.")
      .max(1, "The focal point must lie on the photo."),
  })
  .strict()
  .nullable();

/**
 * One photo of the form, in display order (the first is position 0). Either an existing photo of
 * the listing (`id`) or a new upload (`uploadId`, from POST /api/manage/uploads/images).
 */
const propertyFormImageSchema = z
  .object({
    id: z.uuid().optional(),
    uploadId: z.uuid().optional(),
    label: singleLine("Labels")
      .max(
        PROPERTY_IMAGE_LABEL_MAX,
        `Labels must be at most ${PROPERTY_IMAGE_LABEL_MAX} characters.`,
      )
      .default(""),
    isCover: z.boolean().default(false),
    focus: photoFocusSchema.default(null),
  })
  .refine((image) => (image.id === undefined) !== (image.uploadId === undefined), {
    message: "Each photo is either an existing photo or a new upload.",
  });

/**
 * The property form (its rules and messages, plus the type, amenities and facts of
 * each listing), shared by the create and edit dialogs and the API. Only an administrator's
 * isFeatured is applied; the server ignores it for anyone else.
 */
export const propertyFieldsSchema = z.object({
  title: singleLine("Title", "Title must be at least 2 characters.")
    .min(2, "Title must be at least 2 characters.")
    .max(120, "Title must be at most 120 characters."),
  description: z
    .string({ error: "Description must be at least 10 characters." })
    .trim()
    .min(10, "Description must be at least 10 characters.")
    .max(5000, "Description must be at most 5,000 characters."),
  price: z.preprocess(
    wholeNumber,
    z
      .number({ error: "Price is required" })
      .int("Price must be a whole number of dollars.")
      .min(1, "Price must be greater than 0.")
      .max(1_000_000_000, "Price must be at most 1,000,000,000."),
  ),
  address: singleLine("Address", "Address must be at least 5 characters.")
    .min(5, "Address must be at least 5 characters.")
    .max(200, "Address must be at most 200 characters."),
  city: singleLine("City", "City is required.")
    .min(1, "City is required.")
    .max(100, "City must be at most 100 characters."),
  state: z.enum(US_STATE_CODES, { error: "Choose a US state." }),
  zip: z
    .string({ error: "Enter a 5-digit ZIP code." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  bedrooms: z.preprocess(
    wholeNumber,
    z
      .number({ error: "Bedrooms must be a positive integer." })
      .int("Bedrooms must be a positive integer.")
      .min(0, "Bedrooms must be a positive integer.")
      .max(100, "Bedrooms must be at most 100."),
  ),
  bathrooms: z.preprocess(
    wholeNumber,
    z
      .number({ error: "Bathrooms must be positive." })
      .min(0, "Bathrooms must be positive.")
      .max(100, "Bathrooms must be at most 100.")
      .multipleOf(0.5, "Bathrooms go in steps of 0.5."),
  ),
  squareFeet: z.preprocess(
    wholeNumber,
    z
      .number({ error: "Square feet must be a positive integer." })
      .int("Square feet must be a positive integer.")
      .positive("Square feet must be a positive integer.")
      .max(10_000_000, "Square feet must be at most 10,000,000."),
  ),
  propertyType: z.enum(PROPERTY_TYPES, { error: "Choose a property type." }),
  amenities: z
    .array(z.enum(AMENITIES, { error: "Choose amenities from the list." }))
    .default([])
    .transform((list) => [...new Set(list)]),
  isFeatured: z.boolean().default(false),
  // For sale, or for rent (the price is then the monthly rent, and the rental terms apply).
  offer: z.enum(LISTING_OFFERS, { error: "Choose for sale or for rent." }).default("sale"),
  hoaDues: optionalInt("HOA dues", 0, 100_000),
  deposit: optionalInt("Deposit", 0, 1_000_000),
  leaseMonths: optionalInt("Lease length", 1, 60),
  availableFrom: z.preprocess(
    (value) => (value === "" ? null : value),
    z.iso.date("Available from must be a date.").nullish(),
  ),
  petsCats: z.boolean().default(false),
  petsDogs: z.boolean().default(false),
  furnished: z.boolean().default(false),
  utilitiesIncluded: z.boolean().default(false),
  applicantRequirements: z
    .string({ error: "Applicant requirements must be text." })
    .trim()
    .max(1000, "Applicant requirements must be at most 1,000 characters.")
    .default(""),
  yearBuilt: optionalInt("Year built", 1700, new Date().getFullYear() + 5),
  lotSizeAcres: z.preprocess(
    emptyAsNull,
    z
      .number({ error: "Lot size must be a number of acres." })
      .min(0, "Lot size cannot be negative.")
      .max(1_000_000, "Lot size must be at most 1,000,000 acres.")
      .nullable(),
  ),
  stories: optionalInt("Stories", 1, 200),
  garageSpaces: optionalInt("Garage spaces", 0, 50),
  condition: singleLine("Condition")
    .max(40, "Condition must be at most 40 characters.")
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null),
  interiorFeatures: featureList("Interior features"),
  exteriorFeatures: featureList("Exterior features"),
  communityFeatures: featureList("Community features"),
  nearbyAmenities: z
    .array(
      z.object({
        name: singleLine("Names")
          .min(1, "Name the place.")
          .max(80, "Names must be at most 80 characters."),
        distance: singleLine("Distances")
          .min(1, "Give the distance.")
          .max(30, "Distances must be at most 30 characters."),
      }),
    )
    .max(20, "At most 20 nearby amenities.")
    .default([]),
  /**
   * The listing's realtor, chosen by an administrator (null: none, the site answers for it).
   * Left out, it stays as it is (a new listing of a realtor is theirs, of an administrator no
   * one's); the server applies only an administrator's choice.
   */
  realtorId: z
    .string({ error: REALTOR_CHOICE_MESSAGE })
    .trim()
    .min(1, REALTOR_CHOICE_MESSAGE)
    .max(64, REALTOR_CHOICE_MESSAGE)
    .nullable()
    .optional(),
  images: z
    .array(propertyFormImageSchema)
    .min(1, "At least one image is required")
    .max(PROPERTY_IMAGES_MAX, `At most ${PROPERTY_IMAGES_MAX} photos per listing.`)
    .refine((images) => images.filter((image) => image.isCover).length <= 1, {
      message: "Only one photo can be the cover.",
    }),
});

/** Land has no rooms (decision 012): a plot with bedrooms is a typo, not a listing. */
function landHasNoRooms(
  form: { propertyType: string; bedrooms: number; bathrooms: number },
  ctx: z.RefinementCtx,
) {
  if (form.propertyType !== "Land") return;
  if (form.bedrooms !== 0) {
    ctx.addIssue({ code: "custom", path: ["bedrooms"], message: "Land has no bedrooms: enter 0." });
  }
  if (form.bathrooms !== 0) {
    ctx.addIssue({
      code: "custom",
      path: ["bathrooms"],
      message: "Land has no bathrooms: enter 0.",
    });
  }
}

/** Half a position is a slip: both coordinates, or neither (then the ZIP places the listing). */
function positionWhole(form: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) {
  if ((form.latitude === undefined) === (form.longitude === undefined)) return;
  ctx.addIssue({
    code: "custom",
    path: [form.latitude === undefined ? "latitude" : "longitude"],
    message: "Give both latitude and longitude, or clear both to place the listing by its ZIP.",
  });
}

/** The rules across fields, shared by the API's schema and the form's check. */
export function listingRules(
  form: Parameters<typeof landHasNoRooms>[0] & Parameters<typeof positionWhole>[0],
  ctx: z.RefinementCtx,
) {
  landHasNoRooms(form, ctx);
  positionWhole(form, ctx);
}

export const propertyFormSchema = propertyFieldsSchema.superRefine(listingRules);
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

/** The feature toggle of the table (administrators only). */
export const propertyFeaturedSchema = z.object({ isFeatured: z.boolean() });

/** The table's query string: search text, filter and page, as in the page's URL. */
export const managedPropertyQuerySchema = z.object({
  q: searchTextParam(MANAGED_PROPERTY_SEARCH_MAX),
  filter: z.preprocess(
    blankAsUnset,
    z
      .enum(MANAGED_PROPERTY_FILTERS, { error: "Filter must be all, featured or regular" })
      .default("all"),
  ),
  page: pageParam(),
});
export type ManagedPropertyQuery = z.output<typeof managedPropertyQuerySchema>;

/** The realtor picker's query: part of a realtor's name or e-mail, or nothing for the first few. */
export const realtorChoiceQuerySchema = z.object({ q: searchTextParam(REALTOR_SEARCH_MAX) });

/** The address autocomplete's query: a city name or ZIP code prefix. */
export const placeQuerySchema = z.object({
  q: z
    .string({ error: "Type a city or ZIP code" })
    .trim()
    .min(2, "Type at least 2 characters")
    .max(60, "Search text must be at most 60 characters"),
});
