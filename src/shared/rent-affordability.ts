import type { DebtRatios } from "./affordability";
import { positive } from "./mortgage";
import { INCOME_TO_RENT } from "./rental-costs";

/** What a renter tells the calculator, in dollars. */
export interface RentInputs {
  yearlyIncome: number;
  monthlyDebts: number;
}

/**
 * Rent at most 30% of gross income, the usual line of a cost burden (the same as the "40 times
 * the rent a year" rule), and total debts within 36% as for a mortgage.
 */
export const COMFORTABLE_RENT_RATIOS: DebtRatios = { housing: 0.3, total: 0.36 };
/**
 * The most landlords commonly accept: an income of three times the rent (the rule the listing
 * page shows), with all debts within 43%.
 */
export const STRETCH_RENT_RATIOS: DebtRatios = { housing: 1 / INCOME_TO_RENT, total: 0.43 };

/** Rents are given in tens of dollars, rounded down. */
const RENT_STEP = 10;

export interface RentLimit {
  rent: number;
  ratios: DebtRatios;
  /** The ratio that set the rent: rent alone, or rent with the other debts. */
  bound: "housing" | "total";
  /** True when the debts leave no rent at all within the ratio. */
  nothingLeft: boolean;
}

export interface RentAffordability {
  comfortable: RentLimit;
  stretch: RentLimit;
}

export function rentAffordability(inputs: RentInputs): RentAffordability {
  return {
    comfortable: rentLimit(inputs, COMFORTABLE_RENT_RATIOS),
    stretch: rentLimit(inputs, STRETCH_RENT_RATIOS),
  };
}

export function rentLimit(inputs: RentInputs, ratios: DebtRatios): RentLimit {
  const monthlyIncome = positive(inputs.yearlyIncome) / 12;
  const alone = ratios.housing * monthlyIncome;
  const withDebts = ratios.total * monthlyIncome - positive(inputs.monthlyDebts);
  const bound = withDebts < alone ? "total" : "housing";
  const rent = Math.floor(Math.max(0, Math.min(alone, withDebts)) / RENT_STEP) * RENT_STEP;
  return { rent, ratios, bound, nothingLeft: rent <= 0 };
}
