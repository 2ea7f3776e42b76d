import { describe, expect, it } from "vitest";
import { rentAffordability } from "./rent-affordability";

describe("rentAffordability", () => {
  it("keeps rent to 30% of income, stretching to a third (income three times the rent)", () => {
    // $60,000 a year is $5,000 a month: 30% is $1,500; a third is $1,666.67, so $1,660.
    const { comfortable, stretch } = rentAffordability({ yearlyIncome: 60_000, monthlyDebts: 0 });
    expect(comfortable).toMatchObject({ rent: 1500, bound: "housing", nothingLeft: false });
    expect(stretch).toMatchObject({ rent: 1660, bound: "housing" });
  });

  it("lets debts lower the rent once rent and debts would pass 36% (43% at a stretch)", () => {
    // 36% of $5,000 is $1,800; less $500 of debts leaves $1,300.
    const { comfortable, stretch } = rentAffordability({ yearlyIncome: 60_000, monthlyDebts: 500 });
    expect(comfortable).toMatchObject({ rent: 1300, bound: "total" });
    // 43% is $2,150; less $500 is $1,650, under a third's $1,666.67.
    expect(stretch).toMatchObject({ rent: 1650, bound: "total" });
  });

  it("leaves nothing when the debts take the whole share", () => {
    const { comfortable, stretch } = rentAffordability({
      yearlyIncome: 60_000,
      monthlyDebts: 2500,
    });
    expect(comfortable).toMatchObject({ rent: 0, nothingLeft: true });
    expect(stretch).toMatchObject({ rent: 0, nothingLeft: true });
  });
});
