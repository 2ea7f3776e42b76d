import { describe, expect, it } from "vitest";
import { readAffordability } from "./affordability";

const read = (query: string) => readAffordability(new URLSearchParams(query));

describe("readAffordability", () => {
  it("shows a fresh form with a typical rate and term and no errors", () => {
    expect(read("")).toMatchObject({
      offer: "sale",
      inputs: null,
      issues: {},
      values: { income: "", rate: "6.5", term: "30" },
    });
  });

  it("reads amounts as people type them, blanks as nothing", () => {
    const form = read("income=%2485%2C000&debts=&down=40 000&rate=6.25%25&term=15&state=OH&hoa=");
    expect(form.issues).toEqual({});
    expect(form.inputs).toEqual({
      offer: "sale",
      state: "OH",
      buy: {
        yearlyIncome: 85_000,
        monthlyDebts: 0,
        downPayment: 40_000,
        interestRatePercent: 6.25,
        termYears: 15,
        state: "OH",
        monthlyHoa: 0,
      },
    });
  });

  it("says what is wrong with each field of a sent form", () => {
    const form = read("income=&debts=-5&down=lots&rate=30&term=10&state=ZZ&hoa=200000");
    expect(form.inputs).toBeNull();
    expect(form.issues).toEqual({
      income: "Enter your yearly income before tax",
      debts: "Monthly debts cannot be negative",
      down: "Down payment must be a number of dollars",
      rate: "Interest rate must be at most 25%",
      term: "Loan term must be 15, 20 or 30 years",
      state: "Choose a state from the list",
      hoa: "HOA fee must be at most $100,000",
    });
    expect(read("income=0").issues.income).toBe("Income must be more than $0");
    expect(read("income=1e12").issues.income).toBe("Income must be at most $100,000,000");
    expect(read("income=50000&rate=").issues.rate).toBe("Enter an interest rate");
  });

  it("asks a renter only for income, debts and place", () => {
    const form = read("offer=rent&income=60000&debts=250&down=oops&rate=&state=NY");
    expect(form.issues).toEqual({});
    expect(form.inputs).toEqual({
      offer: "rent",
      state: "NY",
      rent: { yearlyIncome: 60_000, monthlyDebts: 250 },
    });
  });
});
