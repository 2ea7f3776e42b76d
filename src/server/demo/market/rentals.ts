import type { PropertyType } from "@/shared/properties";
import type { DemoRentalTerms } from "../demo-life";
import type { Random } from "./random";

/** How much likelier a home of each type is to be let than a house; land is never let. */
const RENTAL_WEIGHTS: Record<PropertyType, number> = {
  Apartment: 4,
  Condo: 3,
  Townhouse: 2.5,
  House: 1,
  Villa: 0.6,
  Land: 0,
};
/**
 * A month's rent as a share of what the home would sell for: the larger the home, the higher
 * (the market's sale prices follow the type and metro more than the size).
 */
const RENT_SHARE: [number, number] = [0.005, 0.008];
/** The square feet a share is reckoned over, from a studio to a six-bedroom villa. */
const RENT_SIZES: [number, number] = [450, 3_100];
/** Monthly HOA dues as a share of the asking price, for the types that mostly have some. */
const HOA_DUES: Partial<Record<PropertyType, { odds: number; share: [number, number] }>> = {
  Condo: { odds: 0.85, share: [0.0005, 0.001] },
  Townhouse: { odds: 0.6, share: [0.0003, 0.0007] },
};
const LEASE_MONTHS = [6, 12, 12, 12, 18, 24];
const DEPOSIT_MONTHS = [1, 1, 1.5, 2];

/**
 * Which of a metro's homes are let, `count` of them: drawn by type, so apartments and condos
 * are let more often than houses and land never. Returns their indexes.
 */
export function pickRentals(
  random: Random,
  types: readonly PropertyType[],
  count: number,
): Set<number> {
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const open = types.flatMap((type, index) =>
      chosen.has(index) || RENTAL_WEIGHTS[type] === 0
        ? []
        : [{ index, weight: RENTAL_WEIGHTS[type] }],
    );
    if (open.length === 0) break;
    let roll = random.next() * open.reduce((sum, { weight }) => sum + weight, 0);
    let pick = open.at(-1);
    for (const home of open) {
      roll -= home.weight;
      if (roll < 0) {
        pick = home;
        break;
      }
    }
    if (pick) chosen.add(pick.index);
  }
  return chosen;
}

/** The monthly rent of a home that would sell for `salePrice`, to the nearest $25. */
export function monthlyRent(random: Random, salePrice: number, squareFeet: number): number {
  const [smallest, largest] = RENT_SIZES;
  const size = Math.min(1, Math.max(0, (squareFeet - smallest) / (largest - smallest)));
  const [low, high] = RENT_SHARE;
  const share = low + (high - low) * (0.7 * size + 0.3 * random.next());
  return roundTo(salePrice * share, 25);
}

/** A rental's terms; it can be moved into `availableInDays` from now. */
export function rentalTerms(
  random: Random,
  type: PropertyType,
  rent: number,
  availableInDays: number,
  requirements: readonly string[],
): DemoRentalTerms {
  const small = type === "Apartment" || type === "Condo";
  const petsCats = random.chance(0.55);
  return {
    deposit: roundTo(rent * random.pick(DEPOSIT_MONTHS), 25),
    leaseMonths: random.pick(LEASE_MONTHS),
    availableInDays,
    petsCats,
    // Most landlords who take dogs take cats too.
    petsDogs: random.chance(petsCats ? 0.55 : 0.15),
    furnished: random.chance(small ? 0.2 : 0.08),
    utilitiesIncluded: random.chance(type === "Apartment" ? 0.35 : 0.12),
    applicantRequirements: random.pick(requirements),
  };
}

/** Monthly HOA dues of a home for sale, for most condos and many townhouses; else null. */
export function hoaDues(random: Random, type: PropertyType, price: number): number | null {
  const dues = HOA_DUES[type];
  if (!dues || !random.chance(dues.odds)) return null;
  return Math.max(75, roundTo(price * random.between(...dues.share), 5));
}

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
