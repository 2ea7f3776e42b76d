import * as zm from "zod/mini";
import { type BuyInputs, LOAN_TERMS, type LoanTerm } from "../affordability";
import type { ListingOffer } from "../listing-life";
import type { RentInputs } from "../rent-affordability";
import { US_STATE_CODES, type UsStateCode } from "../us-states";

/*
 * The calculator's fields as the /affordability query string spells them. The page reads them
 * on the server (the form works before scripts load) and again in the browser as the visitor
 * types, so these are zod/mini schemas: full zod would not fit the public page's script budget.
 */

export const AFFORDABILITY_FIELDS = [
  "income",
  "debts",
  "down",
  "rate",
  "term",
  "state",
  "hoa",
] as const;
export type AffordabilityField = (typeof AFFORDABILITY_FIELDS)[number];

/** The form's values as typed (strings), every field present. */
export type AffordabilityValues = Record<AffordabilityField, string>;

/** What a fresh form shows: a typical rate and term, the rest for the visitor. */
export const DEFAULT_AFFORDABILITY_VALUES: AffordabilityValues = {
  income: "",
  debts: "",
  down: "",
  rate: "6.5",
  term: "30",
  state: "",
  hoa: "",
};

/** An amount as people type it: "$85,000" and "85 000" read as 85000 (anything else as NaN). */
const typedAmount = (text: string) => Number(text.replace(/[$,\s]/g, ""));

function dollars(label: string, max: number) {
  return zm.pipe(
    zm.pipe(zm.string(), zm.transform(typedAmount)),
    zm
      .number({ error: `${label} must be a number of dollars` })
      .check(
        zm.minimum(0, `${label} cannot be negative`),
        zm.maximum(max, `${label} must be at most $${max.toLocaleString("en-US")}`),
      ),
  );
}

const FIELD_SCHEMAS = {
  income: zm.pipe(
    dollars("Income", 100_000_000),
    zm.number().check(zm.positive("Income must be more than $0")),
  ),
  debts: dollars("Monthly debts", 10_000_000),
  down: dollars("Down payment", 1_000_000_000),
  rate: zm.pipe(
    zm.pipe(
      zm.string(),
      zm.transform((text: string) => Number(text.replace(/[%\s]/g, ""))),
    ),
    zm
      .number({ error: "Interest rate must be a number" })
      .check(
        zm.minimum(0, "Interest rate cannot be negative"),
        zm.maximum(25, "Interest rate must be at most 25%"),
      ),
  ),
  term: zm.pipe(
    zm.enum(LOAN_TERMS.map(String) as [string, ...string[]], {
      error: "Loan term must be 15, 20 or 30 years",
    }),
    zm.transform((years: string) => Number(years) as LoanTerm),
  ),
  state: zm.enum(US_STATE_CODES, { error: "Choose a state from the list" }),
  hoa: dollars("HOA fee", 100_000),
};

/** A blank field that must be filled, with what to say; the others are 0 (or no state) when blank. */
const REQUIRED: Partial<Record<AffordabilityField, string>> = {
  income: "Enter your yearly income before tax",
  rate: "Enter an interest rate",
};

/** The fields each calculator asks for: a renter has no loan. */
const FIELDS_OF: Record<ListingOffer, readonly AffordabilityField[]> = {
  sale: AFFORDABILITY_FIELDS,
  rent: ["income", "debts", "state"],
};

export const affordabilityFieldsOf = (offer: ListingOffer) => FIELDS_OF[offer];

export type AffordabilityIssues = Partial<Record<AffordabilityField, string>>;

export type AffordabilityInputs =
  | { offer: "sale"; buy: BuyInputs; state: UsStateCode | null }
  | { offer: "rent"; rent: RentInputs; state: UsStateCode | null };

export interface AffordabilityForm {
  offer: ListingOffer;
  values: AffordabilityValues;
  /** What the form asks, once every field it needs is valid; null before that. */
  inputs: AffordabilityInputs | null;
  issues: AffordabilityIssues;
}

/** Which calculator the address asks for: buying unless `offer=rent`. */
export const offerOf = (params: URLSearchParams): ListingOffer =>
  params.get("offer") === "rent" ? "rent" : "sale";

/**
 * Reads the calculator from its query string. A form never sent (no `income` at all) has
 * neither issues nor inputs, so a fresh page shows no errors.
 */
export function readAffordability(params: URLSearchParams): AffordabilityForm {
  const offer = offerOf(params);
  const values = { ...DEFAULT_AFFORDABILITY_VALUES };
  for (const field of AFFORDABILITY_FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value.slice(0, 100);
  }
  if (!params.has("income")) return { offer, values, inputs: null, issues: {} };
  return checkAffordability(offer, values);
}

/** Checks the values of one calculator field by field, as the page does while the visitor types. */
export function checkAffordability(
  offer: ListingOffer,
  values: AffordabilityValues,
): AffordabilityForm {
  const issues: AffordabilityIssues = {};
  const read: Partial<Record<AffordabilityField, unknown>> = {};
  for (const field of FIELDS_OF[offer]) {
    const text = values[field].trim();
    if (text === "") {
      const required = REQUIRED[field];
      if (required) issues[field] = required;
      continue;
    }
    const result = zm.safeParse(FIELD_SCHEMAS[field] as zm.ZodMiniType<unknown, string>, text);
    if (result.success) read[field] = result.data;
    else issues[field] = result.error.issues[0]?.message ?? "Check this value";
  }
  if (Object.keys(issues).length > 0) return { offer, values, inputs: null, issues };
  const state = (read.state as UsStateCode | undefined) ?? null;
  const yearlyIncome = read.income as number;
  const monthlyDebts = (read.debts as number | undefined) ?? 0;
  const inputs: AffordabilityInputs =
    offer === "rent"
      ? { offer, state, rent: { yearlyIncome, monthlyDebts } }
      : {
          offer,
          state,
          buy: {
            yearlyIncome,
            monthlyDebts,
            downPayment: (read.down as number | undefined) ?? 0,
            interestRatePercent: read.rate as number,
            termYears: (read.term as LoanTerm | undefined) ?? 30,
            state,
            monthlyHoa: (read.hoa as number | undefined) ?? 0,
          },
        };
  return { offer, values, inputs, issues };
}
