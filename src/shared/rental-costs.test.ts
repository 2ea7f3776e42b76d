import { describe, expect, it } from "vitest";
import { petsInWords, rentalCosts } from "./rental-costs";

describe("rentalCosts", () => {
  it("adds the first month and the deposit, and asks three times the rent in income", () => {
    expect(rentalCosts(2_400, 3_000)).toEqual({
      firstMonth: 2_400,
      deposit: 3_000,
      moveIn: 5_400,
      monthlyIncome: 7_200,
      yearlyIncome: 86_400,
    });
    expect(rentalCosts(1_000, null).moveIn).toBe(1_000);
  });

  it("says which pets a rental allows", () => {
    expect(petsInWords({ petsCats: true, petsDogs: true })).toBe("Cats and dogs allowed");
    expect(petsInWords({ petsCats: false, petsDogs: true })).toBe("Dogs allowed");
    expect(petsInWords({ petsCats: false, petsDogs: false })).toBe("No pets");
  });
});
