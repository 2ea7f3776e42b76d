import type { ListingLife } from "./listing-life";
import type { Amenity, PropertyImage, PropertyType } from "./properties";

// Vocabulary only, without imports that run: every card's Compare reads COMPARE_MAX from here, so
// the rules (compare-matrix.ts) stay out of the card pages' bundles.

/** How many homes a comparison holds: four columns still fit a laptop's width. */
export const COMPARE_MAX = 4;

export const COMPARE_MESSAGES = {
  idsRequired: "Please pick at least one home to compare.",
  idsTooMany: `You can compare up to ${COMPARE_MAX} homes at a time.`,
  idInvalid: "Each home to compare must be a listing id.",
} as const;

/**
 * The ids of a comparison's `ids` parameter ("a,b,c"), in order, blanks and repeats left out.
 * The page and the API read the parameter the same way; the API then checks what it holds.
 */
export function readCompareIds(value: string | null | undefined): string[] {
  const ids = (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** What the comparison shows of one home: its facts, raw, for the page to word. */
export interface CompareHome extends ListingLife {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  image: PropertyImage | null;
  price: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  propertyType: PropertyType;
  yearBuilt: number | null;
  lotSizeAcres: number | null;
  hoaDues: number | null;
  daysOnMarket: number | null;
  amenities: Amenity[];
  /** Its interior, exterior and community features, as the listing words them. */
  features: string[];
}

/** A picked home: there, or gone since it was picked (deleted, or never a listing). */
export type CompareSlot = { id: string; home: CompareHome } | { id: string; home: null };

export const COMPARE_FACTS = [
  "price",
  "pricePerSqFt",
  "monthlyPayment",
  "bedrooms",
  "bathrooms",
  "squareFeet",
  "lotSizeAcres",
  "yearBuilt",
  "propertyType",
  "status",
  "hoaDues",
  "daysOnMarket",
] as const;
export type CompareFact = (typeof COMPARE_FACTS)[number];

/** A fact's values, one per home in column order; null where the listing does not state it. */
export interface CompareFactRow {
  fact: CompareFact;
  values: (number | string | null)[];
  /** The homes do not all show the same value. */
  differs: boolean;
  /** Per column: this home has the row's best value (lowest price, most room, ...). */
  best: boolean[];
}

/** An amenity or feature, and which of the homes have it. */
export interface CompareFeatureRow {
  name: string;
  has: boolean[];
  differs: boolean;
}

export interface CompareMatrix {
  facts: CompareFactRow[];
  amenities: CompareFeatureRow[];
  features: CompareFeatureRow[];
}

/** The comparison's answer: every picked home in order, and the rows of those still listed. */
export interface CompareAnswer {
  slots: CompareSlot[];
  matrix: CompareMatrix;
}
