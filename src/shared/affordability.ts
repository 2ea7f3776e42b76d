import { amortisedPayment, paymentPerDollar, positive } from "./mortgage";
import { housingCostsIn, INSURANCE_QUOTE_COVER } from "./state-housing-costs";
import type { UsStateCode } from "./us-states";

/** The loan terms the calculator offers, in years. */
export const LOAN_TERMS = [30, 20, 15] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

/** What a buyer tells the calculator: amounts in dollars, the rate in percent per year. */
export interface BuyInputs {
  /** Gross (before tax) yearly household income. */
  yearlyIncome: number;
  /** Car, student, card and other loan payments a month (not rent). */
  monthlyDebts: number;
  downPayment: number;
  interestRatePercent: number;
  termYears: LoanTerm;
  /** Where the home is, for its property tax and insurance; null for national figures. */
  state: UsStateCode | null;
  monthlyHoa: number;
}

/** Lenders' debt-to-income limits, as shares of gross monthly income. */
export interface DebtRatios {
  /** Housing costs alone (the front-end ratio). */
  housing: number;
  /** Housing costs plus every other debt payment (the back-end ratio). */
  total: number;
}

/** The classic conventional-loan guideline: 28% on housing, 36% on all debts. */
export const COMFORTABLE_RATIOS: DebtRatios = { housing: 0.28, total: 0.36 };
/** Near the most a qualified mortgage allows (43% of income on all debts). */
export const STRETCH_RATIOS: DebtRatios = { housing: 0.36, total: 0.43 };

/** Below this share of the price put down, lenders require private mortgage insurance. */
export const PMI_FREE_DOWN_SHARE = 0.2;
/** Private mortgage insurance per year as a share of the loan: a middle figure of 0.3% to 1.5%. */
export const PMI_YEARLY_SHARE = 0.005;

/** Prices are given in whole thousands, rounded down so the payment stays within the budget. */
const PRICE_STEP = 1000;

/** The monthly cost of owning a home at a price. */
export interface OwnershipCosts {
  principalAndInterest: number;
  taxes: number;
  insurance: number;
  mortgageInsurance: number;
  hoa: number;
  total: number;
}

/** The most a buyer can pay at one pair of ratios, and why. */
export interface PriceLimit {
  price: number;
  loan: number;
  monthly: OwnershipCosts;
  ratios: DebtRatios;
  /** The ratio that set the budget: housing alone, or housing with the other debts. */
  bound: "housing" | "total";
  /** What a month's housing may cost at these ratios, HOA included (never below 0). */
  budget: number;
  /**
   * Why the price is held where it is: "down-payment" when a dearer home would need mortgage
   * insurance the budget cannot carry (the price is five times the down payment), "nothing-left"
   * when the budget pays no home at all. Null otherwise.
   */
  held: "down-payment" | "nothing-left" | null;
}

export interface BuyAffordability {
  comfortable: PriceLimit;
  stretch: PriceLimit;
}

/** The comfortable and the stretch price for a buyer. */
export function buyAffordability(inputs: BuyInputs): BuyAffordability {
  return {
    comfortable: priceLimit(inputs, COMFORTABLE_RATIOS),
    stretch: priceLimit(inputs, STRETCH_RATIOS),
  };
}

/** The monthly cost of a home at `price` with the buyer's down payment, loan and place. */
export function ownershipCosts(inputs: BuyInputs, price: number): OwnershipCosts {
  const loan = Math.max(0, price - positive(inputs.downPayment));
  const principalAndInterest = amortisedPayment(loan, inputs.interestRatePercent, inputs.termYears);
  const rates = yearlyRates(inputs.state);
  const taxes = (price * rates.tax) / 12;
  const insurance = (price * rates.insurance) / 12;
  const mortgageInsurance = needsMortgageInsurance(price, inputs.downPayment)
    ? (loan * PMI_YEARLY_SHARE) / 12
    : 0;
  const hoa = positive(inputs.monthlyHoa);
  return {
    principalAndInterest,
    taxes,
    insurance,
    mortgageInsurance,
    hoa,
    total: principalAndInterest + taxes + insurance + mortgageInsurance + hoa,
  };
}

/**
 * Solves for the price whose monthly cost meets the budget. The cost rises with the price in
 * three pieces: paid in cash (taxes and insurance only), a loan with 20% or more down, and a loan
 * with mortgage insurance, which jumps the cost up where the down payment falls below 20%.
 * Each piece is linear, so each has its price in closed form; the first whose price lies in its
 * own piece is the answer, and at the jump the answer is the edge (five times the down payment).
 */
export function priceLimit(inputs: BuyInputs, ratios: DebtRatios): PriceLimit {
  const monthlyIncome = positive(inputs.yearlyIncome) / 12;
  const debts = positive(inputs.monthlyDebts);
  const housingBudget = ratios.housing * monthlyIncome;
  const totalBudget = ratios.total * monthlyIncome - debts;
  const bound = totalBudget < housingBudget ? "total" : "housing";
  const budget = Math.max(0, Math.min(housingBudget, totalBudget));
  // What is left for the home itself once the HOA is paid.
  const forHome = budget - positive(inputs.monthlyHoa);
  const down = positive(inputs.downPayment);
  const rates = yearlyRates(inputs.state);
  const carrying = (rates.tax + rates.insurance) / 12;
  const perLoanDollar = paymentPerDollar(inputs.interestRatePercent, inputs.termYears);
  const withInsurance = perLoanDollar + PMI_YEARLY_SHARE / 12;
  const edge = down / PMI_FREE_DOWN_SHARE;

  let exact = 0;
  let held: PriceLimit["held"] = null;
  if (forHome <= 0) held = "nothing-left";
  else if (forHome <= carrying * down) exact = forHome / carrying;
  else {
    const noInsurance = (forHome + perLoanDollar * down) / (perLoanDollar + carrying);
    const insured = (forHome + withInsurance * down) / (withInsurance + carrying);
    if (noInsurance <= edge) exact = noInsurance;
    else if (insured > edge) exact = insured;
    else {
      exact = edge;
      held = "down-payment";
    }
  }
  const price = Math.floor(exact / PRICE_STEP) * PRICE_STEP;
  if (price <= 0 && !held) held = "nothing-left";
  return {
    price,
    loan: Math.max(0, price - down),
    monthly: ownershipCosts(inputs, price),
    ratios,
    bound,
    budget,
    held,
  };
}

function needsMortgageInsurance(price: number, downPayment: number): boolean {
  return positive(downPayment) < PMI_FREE_DOWN_SHARE * price;
}

/** Property tax and insurance per year as shares of the price. */
function yearlyRates(state: UsStateCode | null) {
  const costs = housingCostsIn(state);
  return {
    tax: costs.propertyTaxPercent / 100,
    insurance: costs.insurancePer300k / INSURANCE_QUOTE_COVER,
  };
}
