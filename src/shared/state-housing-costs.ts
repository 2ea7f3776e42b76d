import type { UsStateCode } from "./us-states";

/** What owning a home costs each year in a state, beyond the loan. */
export interface StateHousingCosts {
  /** Property tax as a percentage of the home's value per year (the effective rate). */
  propertyTaxPercent: number;
  /** A typical yearly home-insurance premium for $300,000 of dwelling cover. */
  insurancePer300k: number;
}

/** The insurance figures are quoted for this much cover; other prices scale in proportion. */
export const INSURANCE_QUOTE_COVER = 300_000;

/**
 * Reference figures for planning, not quotes (decision 049 records the sources):
 * - property tax: effective rates (median taxes paid over median home value) from the Census
 *   Bureau's American Community Survey, as the Tax Foundation publishes them, rounded to 0.01%;
 * - insurance: state averages of published premium surveys for $300,000 of dwelling cover,
 *   rounded to $100.
 * Both are approximations of those publications, not yet checked line by line against them,
 * and drift every year; refresh them together.
 */
export const STATE_HOUSING_COSTS: Record<UsStateCode, StateHousingCosts> = {
  AL: { propertyTaxPercent: 0.38, insurancePer300k: 2600 },
  AK: { propertyTaxPercent: 1.04, insurancePer300k: 1200 },
  AZ: { propertyTaxPercent: 0.45, insurancePer300k: 2000 },
  AR: { propertyTaxPercent: 0.56, insurancePer300k: 3000 },
  CA: { propertyTaxPercent: 0.71, insurancePer300k: 1600 },
  CO: { propertyTaxPercent: 0.49, insurancePer300k: 3400 },
  CT: { propertyTaxPercent: 1.54, insurancePer300k: 1700 },
  DE: { propertyTaxPercent: 0.5, insurancePer300k: 1100 },
  DC: { propertyTaxPercent: 0.57, insurancePer300k: 1300 },
  FL: { propertyTaxPercent: 0.79, insurancePer300k: 4000 },
  GA: { propertyTaxPercent: 0.81, insurancePer300k: 2200 },
  HI: { propertyTaxPercent: 0.27, insurancePer300k: 600 },
  ID: { propertyTaxPercent: 0.47, insurancePer300k: 1300 },
  IL: { propertyTaxPercent: 1.95, insurancePer300k: 2000 },
  IN: { propertyTaxPercent: 0.75, insurancePer300k: 1800 },
  IA: { propertyTaxPercent: 1.43, insurancePer300k: 2200 },
  KS: { propertyTaxPercent: 1.29, insurancePer300k: 3800 },
  KY: { propertyTaxPercent: 0.75, insurancePer300k: 2700 },
  LA: { propertyTaxPercent: 0.51, insurancePer300k: 4000 },
  ME: { propertyTaxPercent: 1.02, insurancePer300k: 1100 },
  MD: { propertyTaxPercent: 0.94, insurancePer300k: 1500 },
  MA: { propertyTaxPercent: 1.04, insurancePer300k: 1600 },
  MI: { propertyTaxPercent: 1.24, insurancePer300k: 1800 },
  MN: { propertyTaxPercent: 1.02, insurancePer300k: 2400 },
  MS: { propertyTaxPercent: 0.67, insurancePer300k: 3000 },
  MO: { propertyTaxPercent: 0.88, insurancePer300k: 2700 },
  MT: { propertyTaxPercent: 0.63, insurancePer300k: 2500 },
  NE: { propertyTaxPercent: 1.5, insurancePer300k: 4300 },
  NV: { propertyTaxPercent: 0.48, insurancePer300k: 1200 },
  NH: { propertyTaxPercent: 1.61, insurancePer300k: 1100 },
  NJ: { propertyTaxPercent: 2.08, insurancePer300k: 1300 },
  NM: { propertyTaxPercent: 0.63, insurancePer300k: 2000 },
  NY: { propertyTaxPercent: 1.54, insurancePer300k: 1600 },
  NC: { propertyTaxPercent: 0.7, insurancePer300k: 2200 },
  ND: { propertyTaxPercent: 0.99, insurancePer300k: 2500 },
  OH: { propertyTaxPercent: 1.36, insurancePer300k: 1400 },
  OK: { propertyTaxPercent: 0.82, insurancePer300k: 4800 },
  OR: { propertyTaxPercent: 0.82, insurancePer300k: 1100 },
  PA: { propertyTaxPercent: 1.35, insurancePer300k: 1300 },
  RI: { propertyTaxPercent: 1.23, insurancePer300k: 1800 },
  SC: { propertyTaxPercent: 0.51, insurancePer300k: 2100 },
  SD: { propertyTaxPercent: 1.07, insurancePer300k: 3300 },
  TN: { propertyTaxPercent: 0.56, insurancePer300k: 2400 },
  TX: { propertyTaxPercent: 1.58, insurancePer300k: 3800 },
  UT: { propertyTaxPercent: 0.52, insurancePer300k: 1200 },
  VT: { propertyTaxPercent: 1.71, insurancePer300k: 1000 },
  VA: { propertyTaxPercent: 0.8, insurancePer300k: 1500 },
  WA: { propertyTaxPercent: 0.8, insurancePer300k: 1300 },
  WV: { propertyTaxPercent: 0.55, insurancePer300k: 1400 },
  WI: { propertyTaxPercent: 1.51, insurancePer300k: 1300 },
  WY: { propertyTaxPercent: 0.55, insurancePer300k: 1700 },
};

/** The figures where no state is chosen: national medians of the same sources. */
export const US_HOUSING_COSTS: StateHousingCosts = {
  propertyTaxPercent: 0.9,
  insurancePer300k: 2200,
};

/** A state's figures, or the national ones for none. */
export function housingCostsIn(state: UsStateCode | null | undefined): StateHousingCosts {
  return state ? STATE_HOUSING_COSTS[state] : US_HOUSING_COSTS;
}

/** Home insurance per year for a home of this price in the state. */
export function yearlyInsurance(costs: StateHousingCosts, price: number): number {
  return (costs.insurancePer300k * price) / INSURANCE_QUOTE_COVER;
}
