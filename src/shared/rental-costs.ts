import type { RentalTerms } from "./listing-life";

/** The income landlords commonly ask for: gross monthly income of this many times the rent. */
export const INCOME_TO_RENT = 3;

/** What moving in costs and the income a rent usually asks for, in dollars. */
export interface RentalCosts {
  firstMonth: number;
  deposit: number;
  moveIn: number;
  monthlyIncome: number;
  yearlyIncome: number;
}

/** The cost of moving in (first month and deposit) and the income guideline for a rent. */
export function rentalCosts(rent: number, deposit: number | null): RentalCosts {
  const monthlyIncome = rent * INCOME_TO_RENT;
  return {
    firstMonth: rent,
    deposit: deposit ?? 0,
    moveIn: rent + (deposit ?? 0),
    monthlyIncome,
    yearlyIncome: monthlyIncome * 12,
  };
}

/** "Cats and dogs allowed", "Cats allowed", "Dogs allowed" or "No pets". */
export function petsInWords({ petsCats, petsDogs }: Pick<RentalTerms, "petsCats" | "petsDogs">) {
  if (petsCats && petsDogs) return "Cats and dogs allowed";
  if (petsCats) return "Cats allowed";
  if (petsDogs) return "Dogs allowed";
  return "No pets";
}
