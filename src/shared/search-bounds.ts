import { type Bounds, bathroomBounds, bedroomBounds } from "./room-filters";
import type { SearchFields } from "./schemas/property-search";

/** The facts of a listing a search can bound, named as the listing's columns are. */
export type BoundedFact = "bedrooms" | "bathrooms" | "squareFeet" | "lotSizeAcres" | "yearBuilt";

const range = (min: number | undefined, max: number | undefined): Bounds | undefined =>
  min === undefined && max === undefined
    ? undefined
    : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };

/**
 * The bounds a search puts on a listing's rooms and facts, inclusive, an open end left out: the
 * one reading shared by the search (its SQL over listings), the map, and saved searches (their
 * stored bounds, which a new listing is matched against). A listing that does not state a
 * bounded fact (no lot size, no year built) matches no bound on it.
 */
export function searchBounds(fields: SearchFields): Partial<Record<BoundedFact, Bounds>> {
  const bounds: Partial<Record<BoundedFact, Bounds | undefined>> = {
    bedrooms: bedroomBounds(fields.beds, fields.bedsExact),
    bathrooms: bathroomBounds(fields.baths),
    squareFeet: range(fields.minSqft, fields.maxSqft),
    lotSizeAcres: range(fields.minLotAcres, fields.maxLotAcres),
    yearBuilt: range(fields.minYearBuilt, fields.maxYearBuilt),
  };
  return Object.fromEntries(
    Object.entries(bounds).filter(([, value]) => value !== undefined),
  ) as Partial<Record<BoundedFact, Bounds>>;
}
