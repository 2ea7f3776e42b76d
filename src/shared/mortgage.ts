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

/** A typical 30-year fixed loan with 20% down; taxes near the US median rate (1.1% a year). */
export function defaultPaymentInputs(price: number): PaymentInputs {
  return {
    price,
    downPaymentPercent: 20,
    interestRatePercent: 6.5,
    termYears: 30,
    yearlyTaxes: Math.round(price * 0.011),
    yearlyInsurance: 1500,
  };
}

/**
 * The estimated monthly cost of a home: the standard amortised payment
 * P = L * r / (1 - (1 + r)^-n) for a loan L at monthly rate r over n months (L / n at 0%), plus a
 * twelfth of the yearly taxes and insurance. Nonsense inputs (negative, not numbers) count as 0.
 */
export function monthlyPayment(inputs: PaymentInputs): MonthlyPayment {
  const price = positive(inputs.price);
  const down = Math.min(100, positive(inputs.downPaymentPercent));
  const loanAmount = price * (1 - down / 100);
  const months = Math.max(1, Math.round(positive(inputs.termYears) * 12));
  const rate = positive(inputs.interestRatePercent) / 100 / 12;
  const principalAndInterest =
    rate === 0 ? loanAmount / months : (loanAmount * rate) / (1 - (1 + rate) ** -months);
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

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
