import { useId, useState } from "react";
import { formatPrice } from "@/shared/format";
import { defaultPaymentInputs, monthlyPayment, type PaymentInputs } from "@/shared/mortgage";
import { Card } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { TextField } from "@/web/components/ui/text-field";

const TERMS = [30, 20, 15] as const;

type NumberKey = Exclude<keyof PaymentInputs, "termYears">;

const FIELDS: { key: NumberKey; label: string; step: string }[] = [
  { key: "price", label: "Home price ($)", step: "1000" },
  { key: "downPaymentPercent", label: "Down payment (%)", step: "1" },
  { key: "interestRatePercent", label: "Interest rate (%)", step: "0.125" },
  { key: "yearlyTaxes", label: "Property tax ($ per year)", step: "100" },
  { key: "yearlyInsurance", label: "Home insurance ($ per year)", step: "100" },
];

/**
 * An estimate of the monthly cost of the home, worked out in the browser (no outside service):
 * every input starts from the listing's price and typical terms and can be changed.
 */
export function PaymentCalculator({ price }: { price: number }) {
  const headingId = useId();
  const termId = useId();
  // Kept as typed, so clearing a box to type a new figure does not snap it back to 0.
  const [typed, setTyped] = useState(() => {
    const start = defaultPaymentInputs(price);
    return Object.fromEntries(FIELDS.map(({ key }) => [key, String(start[key])])) as Record<
      NumberKey,
      string
    >;
  });
  const [termYears, setTermYears] = useState(30);
  const inputs = {
    ...(Object.fromEntries(FIELDS.map(({ key }) => [key, Number(typed[key])])) as Record<
      NumberKey,
      number
    >),
    termYears,
  };
  const payment = monthlyPayment(inputs);
  const breakdown = [
    ["Principal and interest", payment.principalAndInterest],
    ["Property tax", payment.taxes],
    ["Home insurance", payment.insurance],
  ] as const;

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
          {FIELDS.map(({ key, label, step }) => (
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
              {TERMS.map((years) => (
                <option key={years} value={years}>
                  {years} years
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <p className="text-muted-foreground text-xs">
          An estimate for planning, not a loan offer: lenders set the rate, and taxes and insurance
          vary by home.
        </p>
      </section>
    </Card>
  );
}
