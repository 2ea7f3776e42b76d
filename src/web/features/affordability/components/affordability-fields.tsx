import { useId } from "react";
import { LOAN_TERMS } from "@/shared/affordability";
import { formatPrice } from "@/shared/format";
import type { ListingOffer } from "@/shared/listing-life";
import type {
  AffordabilityField,
  AffordabilityIssues,
  AffordabilityValues,
} from "@/shared/schemas/affordability";
import { housingCostsIn } from "@/shared/state-housing-costs";
import { isUsStateCode, US_STATE_CODES, US_STATE_NAMES } from "@/shared/us-states";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";

interface FieldsProps {
  offer: ListingOffer;
  values: AffordabilityValues;
  /** The messages to show now (a field's own only once it was left or the form was sent). */
  issues: AffordabilityIssues;
  onChange: (field: AffordabilityField, value: string) => void;
  onLeave: (field: AffordabilityField) => void;
}

interface AmountField {
  field: AffordabilityField;
  label: string;
  hint?: string;
  decimal?: boolean;
}

const INCOME: AmountField = {
  field: "income",
  label: "Yearly income before tax ($)",
  hint: "Everyone on the loan or lease, before tax and deductions.",
};
const DEBTS: AmountField = {
  field: "debts",
  label: "Monthly debt payments ($ a month)",
  hint: "Car and student loans, card minimums, support. Not your rent.",
};
const LOAN: AmountField[] = [
  {
    field: "down",
    label: "Down payment ($)",
    hint: "Below 20% of the price adds mortgage insurance.",
  },
  { field: "rate", label: "Interest rate (% a year)", decimal: true },
];
const HOA: AmountField = {
  field: "hoa",
  label: "HOA fee ($ a month)",
  hint: "Leave empty if none.",
};

/** The calculator's inputs: plain named fields, so the form also works as a GET form. */
export function AffordabilityFields({ offer, values, issues, onChange, onLeave }: FieldsProps) {
  const termId = useId();
  const stateId = useId();
  const amount = ({ field, label, hint, decimal }: AmountField) => (
    <TextField
      key={field}
      name={field}
      label={label}
      hint={hint}
      error={issues[field]}
      inputMode={decimal ? "decimal" : "numeric"}
      autoComplete="off"
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      onBlur={() => onLeave(field)}
    />
  );
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {amount(INCOME)}
      {amount(DEBTS)}
      {offer === "sale" ? (
        <>
          {LOAN.map(amount)}
          <div className="grid content-start gap-2">
            <Label htmlFor={termId}>Loan term</Label>
            <NativeSelect
              id={termId}
              name="term"
              value={values.term}
              aria-invalid={issues.term ? true : undefined}
              onChange={(event) => onChange("term", event.target.value)}
            >
              {LOAN_TERMS.map((years) => (
                <option key={years} value={years}>
                  {years} years
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : null}
      <div className="grid content-start gap-2">
        <Label htmlFor={stateId}>State</Label>
        <NativeSelect
          id={stateId}
          name="state"
          value={values.state}
          aria-invalid={issues.state ? true : undefined}
          aria-describedby={`${stateId}-hint`}
          onChange={(event) => onChange("state", event.target.value)}
        >
          <option value="">Anywhere in the US</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {US_STATE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
        <p
          id={`${stateId}-hint`}
          className={issues.state ? "text-destructive text-sm" : "text-muted-foreground text-sm"}
        >
          {issues.state ?? stateHint(offer, values.state)}
        </p>
      </div>
      {offer === "sale" ? amount(HOA) : null}
    </div>
  );
}

/** What the chosen state brings to the sum: its tax and insurance, or where the search looks. */
function stateHint(offer: ListingOffer, state: string): string {
  const code = isUsStateCode(state) ? state : null;
  if (offer === "rent") return code ? "The search looks there." : "The search looks everywhere.";
  const costs = housingCostsIn(code);
  const where = code ? US_STATE_NAMES[code] : "US median";
  return `${where}: property tax ${costs.propertyTaxPercent}% of the price a year, insurance about ${formatPrice(costs.insurancePer300k)} a year per $300,000.`;
}
