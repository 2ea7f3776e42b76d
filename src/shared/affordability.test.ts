import { describe, expect, it } from "vitest";
import {
  type BuyInputs,
  buyAffordability,
  COMFORTABLE_RATIOS,
  ownershipCosts,
  PMI_YEARLY_SHARE,
  priceLimit,
  STRETCH_RATIOS,
} from "./affordability";
import { loanForPayment } from "./mortgage";

const BUYER: BuyInputs = {
  yearlyIncome: 120_000,
  monthlyDebts: 0,
  downPayment: 200_000,
  interestRatePercent: 6.5,
  termYears: 30,
  state: "TX",
  monthlyHoa: 0,
};

/** The price is the dearest whole thousand whose month stays within the budget. */
function expectDearestWithinBudget(inputs: BuyInputs) {
  for (const limit of Object.values(buyAffordability(inputs))) {
    if (limit.held) continue;
    expect(ownershipCosts(inputs, limit.price).total).toBeLessThanOrEqual(limit.budget + 1e-6);
    expect(ownershipCosts(inputs, limit.price + 1000).total).toBeGreaterThan(limit.budget);
  }
}

describe("priceLimit", () => {
  it("spends 28% of income on housing when debts are light", () => {
    // $2,800 a month: per loan dollar 0.0063207 at 6.5% over 30 years; Texas tax 1.58% and
    // insurance $3,800 per $300,000 a year are 0.0023722 of the price a month. With $200,000
    // down, (2,800 + 0.0063207 × 200,000) / (0.0063207 + 0.0023722) = $467,525.
    const limit = priceLimit(BUYER, COMFORTABLE_RATIOS);
    expect(limit).toMatchObject({ price: 467_000, loan: 267_000, bound: "housing", held: null });
    expect(limit.budget).toBeCloseTo(2800, 6);
    expect(limit.monthly.mortgageInsurance).toBe(0);
    expect(limit.monthly.taxes).toBeCloseTo((467_000 * 0.0158) / 12, 6);
  });

  it("lets the debts set the budget once they pass the gap between the two ratios", () => {
    // 36% of $10,000 is $3,600; less $1,000 of debts leaves $2,600, under 28%'s $2,800.
    const limit = priceLimit({ ...BUYER, monthlyDebts: 1000 }, COMFORTABLE_RATIOS);
    expect(limit.bound).toBe("total");
    expect(limit.budget).toBeCloseTo(2600, 6);
    expect(priceLimit({ ...BUYER, monthlyDebts: 700 }, COMFORTABLE_RATIOS).bound).toBe("housing");
  });

  it("adds mortgage insurance below 20% down, and stops at 20% when insurance would not fit", () => {
    const small = priceLimit({ ...BUYER, downPayment: 20_000 }, COMFORTABLE_RATIOS);
    expect(small.price).toBeGreaterThan(100_000);
    expect(small.monthly.mortgageInsurance).toBeCloseTo((small.loan * PMI_YEARLY_SHARE) / 12, 6);
    // $100,000 down: at $500,000 the month is $3,714 without insurance, $3,881 with it; a
    // budget of $3,803 reaches the first and never the second.
    const held = priceLimit(
      { ...BUYER, downPayment: 100_000, yearlyIncome: 163_000 },
      COMFORTABLE_RATIOS,
    );
    expect(held).toMatchObject({ price: 500_000, held: "down-payment" });
    expect(held.monthly.mortgageInsurance).toBe(0);
    expect(held.monthly.total).toBeLessThanOrEqual(held.budget);
  });

  it("prices a cash purchase by its taxes and insurance alone", () => {
    const cash = priceLimit(
      { ...BUYER, yearlyIncome: 60_000, downPayment: 1_000_000 },
      COMFORTABLE_RATIOS,
    );
    // $1,400 a month over 0.0023722 of the price is $590,164, less than the cash in hand.
    expect(cash).toMatchObject({ price: 590_000, loan: 0, held: null });
    expect(cash.monthly.principalAndInterest).toBe(0);
  });

  it("finds no price when debts or the HOA fee take the whole budget", () => {
    const indebted = priceLimit({ ...BUYER, monthlyDebts: 4000 }, COMFORTABLE_RATIOS);
    expect(indebted).toMatchObject({ price: 0, loan: 0, budget: 0, held: "nothing-left" });
    const hoa = priceLimit({ ...BUYER, monthlyHoa: 3000 }, COMFORTABLE_RATIOS);
    expect(hoa).toMatchObject({ price: 0, held: "nothing-left", bound: "housing" });
    const broke = priceLimit({ ...BUYER, yearlyIncome: 0, downPayment: 0 }, COMFORTABLE_RATIOS);
    expect(broke).toMatchObject({ price: 0, held: "nothing-left" });
  });

  it("divides the loan evenly at 0%", () => {
    const free = priceLimit({ ...BUYER, interestRatePercent: 0 }, COMFORTABLE_RATIOS);
    expect(free.monthly.principalAndInterest).toBeCloseTo(free.loan / 360, 6);
    expect(free.price).toBeGreaterThan(priceLimit(BUYER, COMFORTABLE_RATIOS).price);
  });

  it("stays finite and in whole thousands for the largest figures the form accepts", () => {
    const rich = buyAffordability({
      ...BUYER,
      yearlyIncome: 100_000_000,
      downPayment: 1_000_000_000,
      monthlyDebts: 10_000_000,
      interestRatePercent: 25,
    });
    for (const limit of [rich.comfortable, rich.stretch]) {
      expect(Number.isFinite(limit.price)).toBe(true);
      expect(limit.price % 1000).toBe(0);
    }
  });

  it("always keeps the month within the budget, at the dearest whole thousand", () => {
    const cases: Partial<BuyInputs>[] = [
      {},
      { state: null },
      { state: "NJ", downPayment: 0 },
      { state: "HI", downPayment: 35_000, termYears: 15 },
      { interestRatePercent: 0, downPayment: 5_000 },
      { monthlyDebts: 2_500, monthlyHoa: 350, termYears: 20 },
      { yearlyIncome: 45_000, downPayment: 10_000, state: "OK" },
    ];
    for (const change of cases) expectDearestWithinBudget({ ...BUYER, ...change });
  });

  it("stretches further than it is comfortable, and further over 30 years than over 15", () => {
    const { comfortable, stretch } = buyAffordability(BUYER);
    expect(stretch.ratios).toBe(STRETCH_RATIOS);
    expect(stretch.price).toBeGreaterThan(comfortable.price);
    expect(priceLimit({ ...BUYER, termYears: 15 }, COMFORTABLE_RATIOS).price).toBeLessThan(
      comfortable.price,
    );
  });
});

describe("loanForPayment", () => {
  it("inverts the bank's payment", () => {
    // $2,528.27 a month at 6.5% over 30 years repays $400,000.
    expect(loanForPayment(2528.27, 6.5, 30)).toBeCloseTo(400_000, -1);
    expect(loanForPayment(1000, 0, 30)).toBe(360_000);
  });
});
