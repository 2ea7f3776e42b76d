import { type SQL, sql } from "drizzle-orm";
import type { Bounds } from "@/shared/room-filters";
import type { BoundedFact } from "@/shared/search-bounds";

/**
 * Where a saved search keeps each bound of its query (searchBounds), as its columns in the
 * schema and in SQL: the same reading of the chips and ranges as the search itself, stored.
 */
const BOUND_COLUMNS = {
  bedrooms: { min: ["minBeds", "min_beds"], max: ["maxBeds", "max_beds"] },
  bathrooms: { min: ["minBaths", "min_baths"], max: ["maxBaths", "max_baths"] },
  squareFeet: {
    min: ["minSquareFeet", "min_square_feet"],
    max: ["maxSquareFeet", "max_square_feet"],
  },
  lotSizeAcres: { min: ["minLotAcres", "min_lot_acres"], max: ["maxLotAcres", "max_lot_acres"] },
  yearBuilt: { min: ["minYearBuilt", "min_year_built"], max: ["maxYearBuilt", "max_year_built"] },
} as const satisfies Record<BoundedFact, Record<keyof Bounds, readonly [string, string]>>;

type BoundField = (typeof BOUND_COLUMNS)[BoundedFact][keyof Bounds][0];

/** The bound columns of a saved search for its query's bounds, null for an open end. */
export function savedBounds(bounds: Partial<Record<BoundedFact, Bounds>>) {
  const row = {} as Record<BoundField, number | null>;
  for (const [fact, columns] of Object.entries(BOUND_COLUMNS) as [
    BoundedFact,
    (typeof BOUND_COLUMNS)[BoundedFact],
  ][]) {
    row[columns.min[0]] = bounds[fact]?.min ?? null;
    row[columns.max[0]] = bounds[fact]?.max ?? null;
  }
  return row;
}

/**
 * The saved searches whose stored bounds hold the listing's facts: each bound unset or met. A
 * fact the listing does not state (null) meets no bound, as in the search.
 */
export function boundsHold(facts: Record<BoundedFact, number | null>): SQL {
  const tests = (
    Object.entries(BOUND_COLUMNS) as [BoundedFact, (typeof BOUND_COLUMNS)[BoundedFact]][]
  ).map(([fact, columns]) => {
    const value = sql`${facts[fact]}::numeric`;
    const min = sql.raw(columns.min[1]);
    const max = sql.raw(columns.max[1]);
    return sql`(${min} is null or ${min} <= ${value}) and (${max} is null or ${max} >= ${value})`;
  });
  return sql.join(tests, sql` and `);
}
