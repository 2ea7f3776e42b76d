import { useId, useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "@/shared/format";
import {
  defaultPaymentInputs,
  LOAN_TERMS,
  type LoanKind,
  monthlyPayment,
  type PaymentInputs,
} from "@/shared/mortgage";
import { isUsStateCode } from "@/shared/us-states";
import { Card } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";
import { paths } from "@/web/lib/paths";

type NumberKey = Exclude<keyof PaymentInputs, "termYears">;

interface Field {
  key: NumberKey;
  label: string;
  step: string;
}

const HOME_FIELDS: Field[] = [
  { key: "price", label: "Home price ($)", step: "1000" },
  { key: "downPaymentPercent", label: "Down payment (%)", step: "1" },
  { key: "interestRatePercent", label: "Interest rate (%)", step: "0.125" },
  { key: "yearlyTaxes", label: "Property tax ($ per year)", step: "100" },
  { key: "yearlyInsurance", label: "Home insurance ($ per year)", step: "100" },
];

// Land has no house to insure: no insurance box, and the price is the land's.
const LAND_FIELDS: Field[] = HOME_FIELDS.filter(({ key }) => key !== "yearlyInsurance").map(
  (field) => (field.key === "price" ? { ...field, label: "Land price ($)" } : field),
);

const FOOTNOTES: Record<LoanKind, string> = {
  home: "An estimate for planning, not a loan offer: lenders set the rate, and taxes and insurance vary by home.",
  land: "An estimate for a land loan, not a loan offer: land loans usually ask more down, a higher rate and a shorter term than a home loan. It includes no insurance; building on the land changes all of this.",
};

/**
 * An estimate of the monthly cost of the home or the land, worked out in the browser (no outside
 * service): every input starts from the listing's price and the loan's typical terms and can be
 * changed.
 */
export function PaymentCalculator({
  price,
  kind = "home",
  state,
}: {
  price: number;
  kind?: LoanKind;
  state: string;
}) {
  const fields = kind === "land" ? LAND_FIELDS : HOME_FIELDS;
  const headingId = useId();
  const termId = useId();
  // Kept as typed, so clearing a box to type a new figure does not snap it back to 0.
  const [start] = useState(() =>
    defaultPaymentInputs(price, kind, isUsStateCode(state) ? state : null),
  );
  const [typed, setTyped] = useState(
    () =>
      Object.fromEntries(fields.map(({ key }) => [key, String(start[key])])) as Partial<
        Record<NumberKey, string>
      >,
  );
  const [termYears, setTermYears] = useState(start.termYears);
  const inputs: PaymentInputs = { ...start, termYears };
  for (const { key } of fields) inputs[key] = Number(typed[key]);
  const payment = monthlyPayment(inputs);
  const breakdown: [string, number][] = [
    ["Principal and interest", payment.principalAndInterest],
    ["Property tax", payment.taxes],
  ];
  if (kind === "home") breakdown.push(["Home insurance", payment.insurance]);

  return (
    <Card className="grid gap-5 p-5">
      <section aria-labelledby={headingId} className="grid gap-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-xl">
            Estimated monthly payment
          </h2>
          <output aria-live="polite" className="font-bold text-2xl text-primary">
            {formatPrice(Math.round(payment.total))}
            <span className="font-medium text-muted-foreground text-sm"> / month</span>
          </output>
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-3">
          {breakdown.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-2 sm:flex-col">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{formatPrice(Math.round(amount))}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(({ key, label, step }) => (
            <TextField
              key={key}
              label={label}
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              value={typed[key]}
              onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
            />
          ))}
          <div className="grid gap-2">
            <Label htmlFor={termId}>Loan term</Label>
            <NativeSelect
              id={termId}
              value={termYears}
              onChange={(event) => setTermYears(Number(event.target.value))}
            >
              {LOAN_TERMS[kind].map((years) => (
                <option key={years} value={years}>
                  {years} years
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <p className="text-muted-foreground text-xs">
          {FOOTNOTES[kind]} Not sure what price fits you?{" "}
          <Link
            to={paths.affordability({ state: isUsStateCode(state) ? state : null })}
            className="font-medium text-primary underline underline-offset-4"
          >
            Work out what you can afford
          </Link>
        </p>
      </section>
    </Card>
  );
}
