import { describe, expect, it } from "vitest";
import { type BuyInputs, buyAffordability } from "./affordability";
import { priceLimitInWords, rentLimitInWords } from "./affordability-words";
import { rentAffordability } from "./rent-affordability";

const BUYER: BuyInputs = {
  yearlyIncome: 120_000,
  monthlyDebts: 0,
  downPayment: 200_000,
  interestRatePercent: 6.5,
  termYears: 30,
  state: "TX",
  monthlyHoa: 0,
};

const words = (inputs: BuyInputs) => {
  const { comfortable, stretch } = buyAffordability(inputs);
  return [priceLimitInWords(comfortable, inputs), priceLimitInWords(stretch, inputs)];
};

describe("priceLimitInWords", () => {
  it("names the ratio that set each price and what it allows a month", () => {
    expect(words(BUYER)).toEqual([
      "Housing costs limit this: the loan payment, property tax and insurance stay within 28% of your income before tax ($2,800 a month).",
      "Housing costs limit this: the loan payment, property tax and insurance stay within 36% of your income before tax ($3,600 a month).",
    ]);
    expect(words({ ...BUYER, monthlyDebts: 1000, monthlyHoa: 200 })[0]).toBe(
      "Your debts limit this: the loan payment, property tax, insurance and HOA fee plus your $1,000 of monthly debts stay within 36% of your income before tax ($3,600 a month).",
    );
  });

  it("says why there is no price at all", () => {
    expect(words({ ...BUYER, monthlyDebts: 4000 })[0]).toBe(
      "With these debts, nothing is left for a home: $4,000 a month already takes 40% of your income before tax, and lenders look for 36% at most with the home included.",
    );
    expect(words({ ...BUYER, monthlyHoa: 3000 })[0]).toBe(
      "The $3,000 HOA fee alone takes the $2,800 a month that 28% of your income allows for housing.",
    );
    expect(words({ ...BUYER, yearlyIncome: 0 })[0]).toBe("With no income, no loan payment fits.");
  });

  it("says when the down payment holds the price at 20% down", () => {
    const inputs = { ...BUYER, downPayment: 100_000, yearlyIncome: 163_000 };
    expect(words(inputs)[0]).toBe(
      "Your down payment limits this: above $500,000 it would be less than 20% of the price, and the mortgage insurance that needs would take the payment past your budget.",
    );
  });
});

describe("rentLimitInWords", () => {
  it("explains the rent rule, the debts' limit and a rent out of reach", () => {
    const light = { yearlyIncome: 60_000, monthlyDebts: 0 };
    expect(rentLimitInWords(rentAffordability(light).stretch, light)).toBe(
      "Housing costs limit this: the rent stays within 33% of your income before tax ($1,667 a month).",
    );
    const heavy = { yearlyIncome: 60_000, monthlyDebts: 500 };
    expect(rentLimitInWords(rentAffordability(heavy).comfortable, heavy)).toBe(
      "Your debts limit this: the rent plus your $500 of monthly debts stay within 36% of your income before tax ($1,800 a month).",
    );
    const crushing = { yearlyIncome: 60_000, monthlyDebts: 2500 };
    expect(rentLimitInWords(rentAffordability(crushing).comfortable, crushing)).toBe(
      "With these debts, nothing is left for rent: $2,500 a month already takes 50% of your income before tax, and 36% is the usual most with the rent included.",
    );
  });
});
