import type { BuyInputs, DebtRatios, PriceLimit } from "./affordability";
import { formatPrice } from "./format";
import { positive } from "./mortgage";
import type { RentInputs, RentLimit } from "./rent-affordability";

/** A share of income as people say it: 0.28 is "28%", a third is "33%". */
export const percentOf = (share: number) => `${Math.round(share * 100)}%`;

const dollars = (amount: number) => formatPrice(Math.round(amount));

/** The share of gross monthly income the debts already take. */
function debtShare(inputs: { yearlyIncome: number; monthlyDebts: number }): string {
  const monthlyIncome = positive(inputs.yearlyIncome) / 12;
  return monthlyIncome > 0 ? percentOf(positive(inputs.monthlyDebts) / monthlyIncome) : "all";
}

/** Why the budget is what it is, for either calculator, once something is left for housing. */
function ratioInWords(
  bound: "housing" | "total",
  ratios: DebtRatios,
  inputs: { yearlyIncome: number; monthlyDebts: number },
  what: string,
  /** Whether `what` is one thing ("the rent stays") or several ("the payment and tax stay"). */
  one: boolean,
): string {
  const monthlyIncome = positive(inputs.yearlyIncome) / 12;
  if (bound === "total") {
    return `Your debts limit this: ${what} plus your ${dollars(inputs.monthlyDebts)} of monthly debts stay within ${percentOf(ratios.total)} of your income before tax (${dollars(ratios.total * monthlyIncome)} a month).`;
  }
  return `Housing costs limit this: ${what} ${one ? "stays" : "stay"} within ${percentOf(ratios.housing)} of your income before tax (${dollars(ratios.housing * monthlyIncome)} a month).`;
}

/** Which ratio set a price, or why there is none, in a sentence. */
export function priceLimitInWords(limit: PriceLimit, inputs: BuyInputs): string {
  const hoa = positive(inputs.monthlyHoa);
  if (limit.held === "nothing-left") {
    if (positive(inputs.yearlyIncome) === 0) return "With no income, no loan payment fits.";
    if (limit.budget === 0) {
      return `With these debts, nothing is left for a home: ${dollars(inputs.monthlyDebts)} a month already takes ${debtShare(inputs)} of your income before tax, and lenders look for ${percentOf(limit.ratios.total)} at most with the home included.`;
    }
    if (hoa >= limit.budget) {
      return `The ${dollars(hoa)} HOA fee alone takes the ${dollars(limit.budget)} a month that ${percentOf(limit.bound === "total" ? limit.ratios.total : limit.ratios.housing)} of your income allows for housing.`;
    }
    return `${dollars(limit.budget)} a month for housing does not cover a home's loan, taxes and insurance.`;
  }
  if (limit.held === "down-payment") {
    return `Your down payment limits this: above ${dollars(limit.price)} it would be less than 20% of the price, and the mortgage insurance that needs would take the payment past your budget.`;
  }
  const what =
    hoa > 0
      ? "the loan payment, property tax, insurance and HOA fee"
      : "the loan payment, property tax and insurance";
  return ratioInWords(limit.bound, limit.ratios, inputs, what, false);
}

/** Which ratio set a rent, or why there is none, in a sentence. */
export function rentLimitInWords(limit: RentLimit, inputs: RentInputs): string {
  if (limit.nothingLeft) {
    if (positive(inputs.yearlyIncome) === 0) return "With no income, no rent fits.";
    return `With these debts, nothing is left for rent: ${dollars(inputs.monthlyDebts)} a month already takes ${debtShare(inputs)} of your income before tax, and ${percentOf(limit.ratios.total)} is the usual most with the rent included.`;
  }
  return ratioInWords(limit.bound, limit.ratios, inputs, "the rent", true);
}
