import { z } from "zod";
import * as zm from "zod/mini";
import {
  LISTING_OFFERS,
  PET_FILTERS,
  RECENTLY_CLOSED_MONTHS,
  type RecentlyClosedMonths,
  SEARCH_EXTRA_STATUSES,
} from "../listing-life";
import { OPEN_HOUSE_FILTERS } from "../open-houses";
import {
  AMENITIES,
  BATHROOM_FILTERS,
  BEDROOM_FILTERS,
  LISTED_WITHIN_DAYS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MIN,
} from "../properties";
import { bboxField, polyField, zoomField } from "./map-area";

/*
 * The per-field rules are zod/mini schemas: the /search page reads the URL with them
 * (`parseSearchFields`) without pulling full zod into its bundle, and the API's
 * `propertySearchSchema` (full zod) wraps the very same schemas, so the rules exist once.
 */

/** A comma-separated list of allowed values ("House,Condo"), without duplicates. */
function csvOf<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return zm.pipe(
    zm.pipe(
      zm.string().check(zm.maxLength(500)),
      zm.transform((raw: string) => [
        ...new Set(
          raw
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    zm.array(zm.enum(values, { error: `Unknown ${label}` })),
  );
}

const price = zm.coerce
  .number({ error: "Price must be a number" })
  .check(
    zm.int("Price must be a whole number"),
    zm.minimum(0, "Price cannot be negative"),
    zm.maximum(1_000_000_000, "Price is too large"),
  );

/**
 * A room chip as the URL spells it. Links from before the chips meant minimums spelled the top
 * chip with a plus ("4+" beds, "3+" baths); they are read as the number, which means the same.
 * An unescaped plus arrives as a space, hence the trim.
 */
function roomChip<T extends readonly [string, ...string[]]>(values: T, error: string) {
  return zm.pipe(
    zm.pipe(
      zm.string().check(zm.maxLength(3)),
      zm.transform((raw: string) => raw.trim().replace(/\+$/, "")),
    ),
    zm.enum(values, { error }),
  );
}

/** A switch of the search, on when the URL says "true" (off is left out of the URL). */
function switchOn(label: string) {
  return zm.pipe(
    zm.literal("true", { error: `${label} must be true or left out` }),
    zm.transform(() => true),
  );
}

/** A whole number from 0 to `max`, e.g. square feet. */
function wholeNumber(label: string, max: number) {
  return zm.coerce
    .number({ error: `${label} must be a number` })
    .check(
      zm.int(`${label} must be a whole number`),
      zm.minimum(0, `${label} cannot be negative`),
      zm.maximum(max, `${label} is too large`),
    );
}

const lotAcres = zm.coerce
  .number({ error: "Lot size must be a number of acres" })
  .check(
    zm.minimum(0, "Lot size cannot be negative"),
    zm.maximum(1_000_000, "Lot size must be at most 1,000,000 acres"),
  );

const yearBuilt = zm.coerce
  .number({ error: "Year built must be a year" })
  .check(
    zm.int("Year built must be a whole year"),
    zm.minimum(1600, "Year built must be 1600 or later"),
    zm.maximum(2200, "Year built must be 2200 or earlier"),
  );

const LISTED_WITHIN_TEXT = LISTED_WITHIN_DAYS.map(String) as [string, ...string[]];
const CLOSED_WITHIN_TEXT = RECENTLY_CLOSED_MONTHS.map(String) as [string, ...string[]];

/**
 * Every field of a search, one key each, as it appears in the query string of the API and of the
 * /search page. The page reads each field on its own and ignores bad values (`parseSearchFields`).
 */

const searchFieldSchemas = {
  // Matched word by word (decision 015); see SEARCH_TEXT_MIN for the minimum.
  q: zm
    .string()
    .check(
      zm.trim(),
      zm.minLength(SEARCH_TEXT_MIN, `Type at least ${SEARCH_TEXT_MIN} characters to search`),
      zm.maxLength(100, "Search text must be at most 100 characters"),
    ),
  minPrice: price,
  maxPrice: price,
  // Rooms are minimums: beds "3" is three or more; "0" is Studio, no bedroom (room-filters.ts).
  beds: roomChip(BEDROOM_FILTERS, "Bedrooms must be 0 (Studio) or 1 to 5"),
  // Exactly the chosen number of bedrooms instead of that many or more.
  bedsExact: switchOn("Exact match"),
  baths: roomChip(BATHROOM_FILTERS, "Bathrooms must be 1 to 4"),
  types: csvOf(PROPERTY_TYPES, "property type"),
  amenities: csvOf(AMENITIES, "amenity"),
  featured: zm.pipe(
    zm.enum(["true", "false"]),
    zm.transform((value: "true" | "false") => value === "true"),
  ),
  // The 'More filters': bounds on the listing's facts, each inclusive and either end open.
  minSqft: wholeNumber("Minimum square feet", 1_000_000),
  maxSqft: wholeNumber("Maximum square feet", 1_000_000),
  minLotAcres: lotAcres,
  maxLotAcres: lotAcres,
  minYearBuilt: yearBuilt,
  maxYearBuilt: yearBuilt,
  // Days on market: listed in the last n days (one of LISTED_WITHIN_DAYS).
  listedWithin: zm.pipe(
    zm.enum(LISTED_WITHIN_TEXT, { error: "Listed within must be 1, 7, 14, 30 or 90 days" }),
    zm.transform((days: string) => Number(days)),
  ),
  // A reel shows the listing.
  videoTour: switchOn("Video tour"),
  // The price was cut lately (the cards' 'Price cut' badge).
  priceCut: switchOn("Price cut"),
  // An open house this weekend where the home is, or any not yet over.
  openHouse: zm.enum(OPEN_HOUSE_FILTERS, { error: "Open house must be weekend or upcoming" }),
  // For sale (the default, left out of the URL) or for rent.
  offer: zm.enum(LISTING_OFFERS, { error: "Offer must be sale or rent" }),
  // Stages shown beside the active homes, and homes closed (sold or rented) lately.
  status: csvOf(SEARCH_EXTRA_STATUSES, "status"),
  // Rentals that allow these pets.
  pets: csvOf(PET_FILTERS, "pet"),
  closedWithin: zm.pipe(
    zm.enum(CLOSED_WITHIN_TEXT, { error: "Closed within must be 3, 6 or 12 months" }),
    zm.transform((months: string) => Number(months) as RecentlyClosedMonths),
  ),
  sort: zm.enum(PROPERTY_SORTS, { error: "Sort must be newest, price_high or price_low" }),
  // The map: its visible area, a drawn area, and its zoom (a view setting only).
  bbox: bboxField,
  poly: polyField,
  zoom: zoomField,
};

/** A range's two ends, either left open, are not the wrong way round. */
const inOrder = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || min <= max;

/** What GET /api/properties answers: a page of listings, or the map's clusters and pins. */
const SEARCH_VIEWS = ["list", "clusters"] as const;

/** An empty or blank value means the field is not used. */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * The API's query: the shared field rules plus paging. Built by a pure function call so bundlers
 * drop it, and full zod with it, from the web bundle, which only uses `parseSearchFields`.
 */
export const propertySearchSchema = /* @__PURE__ */ buildPropertySearchSchema();

function buildPropertySearchSchema() {
  return z
    .object({
      q: z.preprocess(blankAsUnset, z.optional(searchFieldSchemas.q)),
      minPrice: z.optional(searchFieldSchemas.minPrice),
      maxPrice: z.optional(searchFieldSchemas.maxPrice),
      beds: z.optional(searchFieldSchemas.beds),
      bedsExact: z.optional(searchFieldSchemas.bedsExact),
      baths: z.optional(searchFieldSchemas.baths),
      types: z.optional(searchFieldSchemas.types),
      amenities: z.optional(searchFieldSchemas.amenities),
      featured: z.optional(searchFieldSchemas.featured),
      minSqft: z.optional(searchFieldSchemas.minSqft),
      maxSqft: z.optional(searchFieldSchemas.maxSqft),
      minLotAcres: z.optional(searchFieldSchemas.minLotAcres),
      maxLotAcres: z.optional(searchFieldSchemas.maxLotAcres),
      minYearBuilt: z.optional(searchFieldSchemas.minYearBuilt),
      maxYearBuilt: z.optional(searchFieldSchemas.maxYearBuilt),
      listedWithin: z.optional(searchFieldSchemas.listedWithin),
      videoTour: z.optional(searchFieldSchemas.videoTour),
      priceCut: z.optional(searchFieldSchemas.priceCut),
      openHouse: z.optional(searchFieldSchemas.openHouse),
      offer: z.optional(searchFieldSchemas.offer),
      status: z.optional(searchFieldSchemas.status),
      pets: z.optional(searchFieldSchemas.pets),
      closedWithin: z.optional(searchFieldSchemas.closedWithin),
      sort: z._default(searchFieldSchemas.sort, "newest"),
      bbox: z.optional(searchFieldSchemas.bbox),
      poly: z.optional(searchFieldSchemas.poly),
      zoom: z.optional(searchFieldSchemas.zoom),
      view: z.optional(z.enum(SEARCH_VIEWS, { error: "View must be list or clusters" })),
      cursor: z.string().max(300, "Cursor is not valid").optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1, "Limit must be at least 1")
        .max(SEARCH_PAGE_SIZE_MAX, `Limit must be at most ${SEARCH_PAGE_SIZE_MAX}`)
        .default(SEARCH_PAGE_SIZE),
    })
    .refine(
      (s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice,
      {
        path: ["maxPrice"],
        message: "Maximum price must not be below the minimum price",
      },
    )
    .refine((s) => inOrder(s.minSqft, s.maxSqft), {
      path: ["maxSqft"],
      message: "Maximum square feet must not be below the minimum",
    })
    .refine((s) => inOrder(s.minLotAcres, s.maxLotAcres), {
      path: ["maxLotAcres"],
      message: "Maximum lot size must not be below the minimum",
    })
    .refine((s) => inOrder(s.minYearBuilt, s.maxYearBuilt), {
      path: ["maxYearBuilt"],
      message: "Latest year built must not be before the earliest",
    })
    .refine((s) => s.view !== "clusters" || s.zoom !== undefined, {
      path: ["zoom"],
      message: "The map's zoom is needed for clusters",
    })
    .refine((s) => s.view !== "clusters" || s.bbox !== undefined, {
      path: ["bbox"],
      message: "The map area is needed for clusters",
    });
}

export type PropertySearch = z.output<typeof propertySearchSchema>;
export type SearchFields = {
  [K in keyof typeof searchFieldSchemas]?: zm.output<(typeof searchFieldSchemas)[K]>;
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
