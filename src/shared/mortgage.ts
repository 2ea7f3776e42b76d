import { type ListingLife, paymentEstimateApplies } from "./listing-life";
import { housingCostsIn, yearlyInsurance } from "./state-housing-costs";
import { isUsStateCode, type UsStateCode } from "./us-states";

/** The payment calculator's inputs: amounts in dollars, rates in percent per year. */
export interface PaymentInputs {
  price: number;
  downPaymentPercent: number;
  interestRatePercent: number;
  termYears: number;
  /** Property tax per year. */
  yearlyTaxes: number;
  /** Home insurance per year. */
  yearlyInsurance: number;
}

export interface MonthlyPayment {
  loanAmount: number;
  principalAndInterest: number;
  taxes: number;
  insurance: number;
  total: number;
}

/** A home is bought with a mortgage; bare land with a land loan, on harder terms. */
export type LoanKind = "home" | "land";

/** The terms a buyer may pick, longest first; the first is the starting one. */
export const LOAN_TERMS: Record<LoanKind, readonly number[]> = {
  home: [30, 20, 15],
  // Lenders lend on land for shorter: it earns nothing and is harder to sell on.
  land: [20, 15, 10],
};

/** The loan a property type is bought with. */
export function loanKindOf(propertyType: string): LoanKind {
  return propertyType === "Land" ? "land" : "home";
}

/**
 * A home: a typical 30-year fixed loan with 20% down and home insurance. Land: a land loan's
 * usual harder terms (more down, a higher rate, 20 years) and no home insurance, as there is no
 * house to insure. Property tax as is typical in the state (national figures when it is not known).
 */
export function defaultPaymentInputs(
  price: number,
  kind: LoanKind = "home",
  state: UsStateCode | null = null,
): PaymentInputs {
  const land = kind === "land";
  const costs = housingCostsIn(state);
  return {
    price,
    downPaymentPercent: land ? 30 : 20,
    interestRatePercent: land ? 8.5 : 6.5,
    termYears: LOAN_TERMS[kind][0] ?? 30,
    yearlyTaxes: Math.round((price * costs.propertyTaxPercent) / 100),
    yearlyInsurance: land ? 0 : Math.round(yearlyInsurance(costs, price)),
  };
}

/**
 * The estimated monthly cost of a home: the amortised loan payment (`amortisedPayment`) plus a
 * twelfth of the yearly taxes and insurance. Nonsense inputs (negative, not numbers) count as 0.
 */
export function monthlyPayment(inputs: PaymentInputs): MonthlyPayment {
  const price = positive(inputs.price);
  const down = Math.min(100, positive(inputs.downPaymentPercent));
  const loanAmount = price * (1 - down / 100);
  const principalAndInterest = amortisedPayment(
    loanAmount,
    inputs.interestRatePercent,
    inputs.termYears,
  );
  const taxes = positive(inputs.yearlyTaxes) / 12;
  const insurance = positive(inputs.yearlyInsurance) / 12;
  return {
    loanAmount,
    principalAndInterest,
    taxes,
    insurance,
    total: principalAndInterest + taxes + insurance,
  };
}

/**
 * The monthly payment per dollar borrowed: r / (1 - (1 + r)^-n) at monthly rate r over n months,
 * or 1 / n at 0%. Every payment and every loan size the app works out goes through it.
 */
export function paymentPerDollar(interestRatePercent: number, termYears: number): number {
  const months = Math.max(1, Math.round(positive(termYears) * 12));
  const rate = positive(interestRatePercent) / 100 / 12;
  return rate === 0 ? 1 / months : rate / (1 - (1 + rate) ** -months);
}

/** The standard amortised payment of a loan: what a bank's calculator answers. */
export function amortisedPayment(loan: number, interestRatePercent: number, termYears: number) {
  return positive(loan) * paymentPerDollar(interestRatePercent, termYears);
}

/** The loan a monthly payment of principal and interest pays off: the inverse of the above. */
export function loanForPayment(payment: number, interestRatePercent: number, termYears: number) {
  return positive(payment) / paymentPerDollar(interestRatePercent, termYears);
}

export function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The monthly cost the payment calculator starts from (defaultPaymentInputs), in whole dollars;
 * null where no estimate applies.
 */
export function estimatedMonthlyPayment(
  listing: Pick<ListingLife, "offer" | "status"> & {
    price: number;
    propertyType: string;
    state: string;
  },
): number | null {
  if (!paymentEstimateApplies(listing)) return null;
  const state = isUsStateCode(listing.state) ? listing.state : null;
  const inputs = defaultPaymentInputs(listing.price, loanKindOf(listing.propertyType), state);
  return Math.round(monthlyPayment(inputs).total);
}
