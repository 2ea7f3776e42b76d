import {
  COMPARE_FACTS,
  type CompareFact,
  type CompareFactRow,
  type CompareFeatureRow,
  type CompareHome,
  type CompareMatrix,
} from "./compare";
import { finalOrAskingPrice, pricePerSquareFoot } from "./listing-facts";
import { statusLabel } from "./listing-life";
import { estimatedMonthlyPayment } from "./mortgage";
import { AMENITIES } from "./properties";

type Better = "lower" | "higher";

/**
 * Which way a fact is better. Days on market and HOA dues left out on purpose: a long stay can
 * mean room to negotiate, and a listing without dues may simply not state them.
 */
const BETTER: Partial<Record<CompareFact, Better>> = {
  price: "lower",
  pricePerSqFt: "lower",
  monthlyPayment: "lower",
  bedrooms: "higher",
  bathrooms: "higher",
  squareFeet: "higher",
  lotSizeAcres: "higher",
  yearBuilt: "higher",
};

/** Prices only compare within one offer: a monthly rent is not cheaper than a sale price. */
const PRICED: readonly CompareFact[] = ["price", "pricePerSqFt", "monthlyPayment"];

/** Land has no rooms: its bedroom and bathroom counts are not facts about it. */
const rooms = (home: CompareHome, count: number) => (home.propertyType === "Land" ? null : count);

const FACT_VALUE: Record<CompareFact, (home: CompareHome) => number | string | null> = {
  // A closed home compares at what it went for, as its card's headline price.
  price: finalOrAskingPrice,
  pricePerSqFt: pricePerSquareFoot,
  monthlyPayment: (home) => estimatedMonthlyPayment(home),
  bedrooms: (home) => rooms(home, home.bedrooms),
  bathrooms: (home) => rooms(home, home.bathrooms),
  squareFeet: (home) => (home.squareFeet > 0 ? home.squareFeet : null),
  lotSizeAcres: (home) => home.lotSizeAcres,
  yearBuilt: (home) => home.yearBuilt,
  propertyType: (home) => home.propertyType,
  status: (home) => statusLabel(home.offer, home.status),
  hoaDues: (home) => home.hoaDues,
  daysOnMarket: (home) => home.daysOnMarket,
};

const allSame = (values: readonly unknown[]) => values.every((value) => value === values[0]);

/**
 * The best of a row's values: those equal to the lowest (or highest) of the stated values, when
 * at least two homes state one and they are not all equal (a tie of all is no winner).
 */
export function bestColumns(
  values: readonly (number | string | null)[],
  better: Better,
): boolean[] {
  const known = values.filter((value): value is number => typeof value === "number");
  if (known.length < 2 || allSame(known)) return values.map(() => false);
  const target = better === "lower" ? Math.min(...known) : Math.max(...known);
  return values.map((value) => value === target);
}

function factRow(fact: CompareFact, homes: readonly CompareHome[]): CompareFactRow {
  const values = homes.map(FACT_VALUE[fact]);
  const better = BETTER[fact];
  const mixedOffers = !allSame(homes.map((home) => home.offer));
  const ranked = better && !(mixedOffers && PRICED.includes(fact));
  return {
    fact,
    values,
    differs: homes.length > 1 && !allSame(values),
    best: ranked ? bestColumns(values, better) : values.map(() => false),
  };
}

function featureRows(names: Iterable<string>, lists: readonly (readonly string[])[]) {
  return [...names].map((name): CompareFeatureRow => {
    const has = lists.map((list) => list.includes(name));
    return { name, has, differs: lists.length > 1 && !allSame(has) };
  });
}

/**
 * The comparison's rows for homes in column order: each fact with what differs and what is best,
 * then every amenity and feature any of them has (amenities in the search's order, features in
 * the order the homes list them).
 */
export function compareMatrix(homes: readonly CompareHome[]): CompareMatrix {
  const amenities = AMENITIES.filter((amenity) =>
    homes.some((home) => home.amenities.includes(amenity)),
  );
  const features = new Set(homes.flatMap((home) => home.features));
  return {
    facts: COMPARE_FACTS.map((fact) => factRow(fact, homes)),
    amenities: featureRows(
      amenities,
      homes.map((home) => home.amenities),
    ),
    features: featureRows(
      features,
      homes.map((home) => home.features),
    ),
  };
}
