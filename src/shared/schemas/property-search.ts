import { z } from "zod";
import {
  AMENITIES,
  BATHROOM_FILTERS,
  BEDROOM_FILTERS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
} from "../properties";

/** A comma-separated list of allowed values ("House,Condo"), without duplicates. */
function csvOf<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .string()
    .max(500)
    .transform((raw) => [
      ...new Set(
        raw
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(values, { error: `Unknown ${label}` })));
}

const price = z.coerce
  .number({ error: "Price must be a number" })
  .int("Price must be a whole number")
  .min(0, "Price cannot be negative")
  .max(1_000_000_000, "Price is too large");

/**
 * Every field of a search, one key each, as it appears in the query string of the API and of the
 * /search page. The page reads each field on its own and ignores bad values (`parseSearchFields`).
 */
export const SEARCH_TEXT_MIN = 3;

export const searchFieldSchemas = {
  // Shorter text cannot use the trigram index (a full scan at a million listings) and matches
  // almost everything anyway.
  q: z
    .string()
    .trim()
    .min(SEARCH_TEXT_MIN, `Type at least ${SEARCH_TEXT_MIN} characters to search`)
    .max(100, "Search text must be at most 100 characters"),
  minPrice: price,
  maxPrice: price,
  beds: z.enum(BEDROOM_FILTERS, { error: "Bedrooms must be 1, 2, 3 or 4+" }),
  baths: z.enum(BATHROOM_FILTERS, { error: "Bathrooms must be 1, 2 or 3+" }),
  types: csvOf(PROPERTY_TYPES, "property type"),
  amenities: csvOf(AMENITIES, "amenity"),
  featured: z.enum(["true", "false"]).transform((value) => value === "true"),
  sort: z.enum(PROPERTY_SORTS, { error: "Sort must be newest, price_high or price_low" }),
};

/** An empty or blank value means the field is not used. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const propertySearchSchema = z
  .object({
    q: z.preprocess(blankAsUnset, searchFieldSchemas.q.optional()),
    minPrice: searchFieldSchemas.minPrice.optional(),
    maxPrice: searchFieldSchemas.maxPrice.optional(),
    beds: searchFieldSchemas.beds.optional(),
    baths: searchFieldSchemas.baths.optional(),
    types: searchFieldSchemas.types.optional(),
    amenities: searchFieldSchemas.amenities.optional(),
    featured: searchFieldSchemas.featured.optional(),
    sort: searchFieldSchemas.sort.default("newest"),
    cursor: z.string().max(300, "Cursor is not valid").optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, "Limit must be at least 1")
      .max(SEARCH_PAGE_SIZE_MAX, `Limit must be at most ${SEARCH_PAGE_SIZE_MAX}`)
      .default(SEARCH_PAGE_SIZE),
  })
  .refine((s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice, {
    path: ["maxPrice"],
    message: "Maximum price must not be below the minimum price",
  });

export type PropertySearch = z.output<typeof propertySearchSchema>;
export type SearchFields = {
  [K in keyof typeof searchFieldSchemas]?: z.output<(typeof searchFieldSchemas)[K]>;
};

/** Reads search fields from URL parameters, keeping the valid ones and dropping the rest. */
export function parseSearchFields(params: URLSearchParams): SearchFields {
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(searchFieldSchemas)) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success) fields[key] = parsed.data;
  }
  return fields as SearchFields;
}
