import type { BathroomFilter, BedroomFilter } from "./properties";

/** Inclusive bounds on a number of a listing; an end left out is open. */
export interface Bounds {
  min?: number;
  max?: number;
}

/**
 * What the bedroom chips mean, the one reading every search and saved search uses: Studio ("0")
 * is a home with no bedroom; a number n is n bedrooms or more, or exactly n with the exact switch.
 */
export function bedroomBounds(
  beds: BedroomFilter | undefined,
  exact: boolean | undefined,
): Bounds | undefined {
  if (beds === undefined) return undefined;
  const count = Number(beds);
  return count === 0 || exact ? { min: count, max: count } : { min: count };
}

/** The bathroom chips are minimums: n is n bathrooms or more (2.5 counts for "2"). */
export function bathroomBounds(baths: BathroomFilter | undefined): Bounds | undefined {
  return baths === undefined ? undefined : { min: Number(baths) };
}

/** A bedroom chip's label: "Studio", "1+" … "5+". */
export const bedroomChipLabel = (beds: BedroomFilter) => (beds === "0" ? "Studio" : `${beds}+`);

/** A bathroom chip's label: "1+" … "4+". */
export const bathroomChipLabel = (baths: BathroomFilter) => `${baths}+`;

const counted = (count: string, noun: string) => `${count} ${count === "1" ? noun : `${noun}s`}`;

/** The bedroom filter in words: "Studio", "3+ beds", or with the exact switch "3 beds", "1 bed". */
export function bedroomsInWords(
  beds: BedroomFilter | undefined,
  exact: boolean | undefined,
): string | null {
  if (beds === undefined) return null;
  if (beds === "0") return "Studio";
  return exact ? counted(beds, "bed") : `${beds}+ beds`;
}

/** The bathroom filter in words: "2+ baths". */
export const bathroomsInWords = (baths: BathroomFilter | undefined): string | null =>
  baths === undefined ? null : `${baths}+ baths`;
