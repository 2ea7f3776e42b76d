import { describe, expect, it } from "vitest";
import { defaultPaymentInputs, monthlyPayment } from "./mortgage";

describe("monthlyPayment", () => {
  it("amortises the loan like a bank's calculator", () => {
    // $400,000 at 6.5% over 30 years: $2,528.27 a month (a standard table figure).
    const payment = monthlyPayment({
      price: 500_000,
      downPaymentPercent: 20,
      interestRatePercent: 6.5,
      termYears: 30,
      yearlyTaxes: 6000,
      yearlyInsurance: 1200,
    });
    expect(payment.loanAmount).toBe(400_000);
    expect(payment.principalAndInterest).toBeCloseTo(2528.27, 2);
    expect(payment.taxes).toBe(500);
    expect(payment.insurance).toBe(100);
    expect(payment.total).toBeCloseTo(3128.27, 2);
  });

  it("divides the loan evenly at 0%, and owes nothing on a cash purchase", () => {
    const base = defaultPaymentInputs(360_000);
    const free = monthlyPayment({
      ...base,
      interestRatePercent: 0,
      downPaymentPercent: 0,
      termYears: 30,
    });
    expect(free.principalAndInterest).toBe(1000);
    expect(monthlyPayment({ ...base, downPaymentPercent: 100 }).principalAndInterest).toBe(0);
  });

  it("treats nonsense as zero instead of answering NaN", () => {
    const payment = monthlyPayment({
      price: Number.NaN,
      downPaymentPercent: -5,
      interestRatePercent: Number.POSITIVE_INFINITY,
      termYears: 0,
      yearlyTaxes: -1,
      yearlyInsurance: Number.NaN,
    });
    expect(payment.total).toBe(0);
  });
});
