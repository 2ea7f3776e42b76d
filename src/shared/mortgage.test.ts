import { describe, expect, it } from "vitest";
import { defaultPaymentInputs, LOAN_TERMS, loanKindOf, monthlyPayment } from "./mortgage";

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

  it("starts from the typical tax and insurance of the home's state", () => {
    // New Jersey: 2.08% tax; $1,300 of insurance per $300,000. No state: 0.9% and $2,200.
    expect(defaultPaymentInputs(300_000, "home", "NJ")).toMatchObject({
      yearlyTaxes: 6240,
      yearlyInsurance: 1300,
    });
    expect(defaultPaymentInputs(600_000)).toMatchObject({
      yearlyTaxes: 5400,
      yearlyInsurance: 4400,
    });
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

describe("defaultPaymentInputs", () => {
  it("starts a home on a 30-year loan with 20% down and home insurance", () => {
    // No state: the national figures, 0.9% tax and $2,200 of insurance per $300,000.
    expect(defaultPaymentInputs(500_000)).toEqual({
      price: 500_000,
      downPaymentPercent: 20,
      interestRatePercent: 6.5,
      termYears: 30,
      yearlyTaxes: 4500,
      yearlyInsurance: 3667,
    });
  });

  it("starts land on a land loan: more down, a higher rate, a shorter term, no insurance", () => {
    const land = defaultPaymentInputs(200_000, loanKindOf("Land"));
    expect(land).toMatchObject({ downPaymentPercent: 30, termYears: 20, yearlyInsurance: 0 });
    expect(land.interestRatePercent).toBeGreaterThan(6.5);
    expect(LOAN_TERMS.land).toContain(land.termYears);
    expect(loanKindOf("Condo")).toBe("home");
  });
});
