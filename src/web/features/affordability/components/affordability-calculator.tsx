import { clsx } from "clsx";
import { useState } from "react";
import { Form, Link } from "react-router";
import type { ListingOffer } from "@/shared/listing-life";
import type {
  AffordabilityField,
  AffordabilityForm,
  AffordabilityIssues,
  checkAffordability,
} from "@/shared/schemas/affordability";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { AffordabilityFields } from "./affordability-fields";
import { BuyResults } from "./buy-results";
import { RentResults } from "./rent-results";

type Check = typeof checkAffordability;

const MODES: { offer: ListingOffer; label: string }[] = [
  { offer: "sale", label: "Buying" },
  { offer: "rent", label: "Renting" },
];

/**
 * The calculator. The server draws it from the address (`form`, read by the page's loader), so a
 * sent form shows its figures before scripts load; once live, the figures follow every keystroke
 * and sending the form only writes the address, for sharing. The checks (zod) load when the
 * visitor first reaches a field, so they cost the page's first scripts nothing.
 */
export function AffordabilityCalculator({ form }: { form: AffordabilityForm }) {
  const { offer } = form;
  const [values, setValues] = useState(form.values);
  const [left, setLeft] = useState<ReadonlySet<AffordabilityField>>(new Set());
  const [check, setCheck] = useState<Check | null>(null);
  const loadCheck = () => {
    if (check) return;
    void import("@/shared/schemas/affordability").then((module) =>
      setCheck(() => module.checkAffordability),
    );
  };
  const sent = form.inputs !== null || Object.keys(form.issues).length > 0;
  // Until the checks are in, the server's reading of the same values stands.
  const live = check ? check(offer, values) : form;
  // A field's message waits until the visitor leaves it or sends the form.
  const issues: AffordabilityIssues = Object.fromEntries(
    Object.entries(live.issues).filter(([field]) => sent || left.has(field as AffordabilityField)),
  );
  const started = sent || values.income.trim() !== "";
  const inputs = live.inputs;

  return (
    <div className="grid gap-6">
      <nav
        aria-label="Buying or renting"
        className="inline-flex w-fit rounded-full border bg-muted p-1"
      >
        {MODES.map((mode) => (
          <Link
            key={mode.offer}
            to={paths.affordability({
              offer: mode.offer,
              state: values.state,
              income: values.income,
              debts: values.debts,
            })}
            replace
            preventScrollReset
            aria-current={mode.offer === offer ? "page" : undefined}
            className={clsx(
              "rounded-full px-4 py-1.5 font-medium text-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring",
              mode.offer === offer
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {mode.label}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        replace
        preventScrollReset
        noValidate
        onFocus={loadCheck}
        aria-label={offer === "rent" ? "Rent calculator" : "Home price calculator"}
        className="grid gap-4"
      >
        {offer === "rent" ? <input type="hidden" name="offer" value="rent" /> : null}
        <AffordabilityFields
          offer={offer}
          values={values}
          issues={issues}
          onChange={(field, value) => {
            loadCheck();
            setValues((current) => ({ ...current, [field]: value }));
          }}
          onLeave={(field) => setLeft((current) => new Set(current).add(field))}
        />
        <button type="submit" className={buttonVariants({ className: "w-full sm:w-fit" })}>
          Calculate
        </button>
      </Form>
      <section aria-labelledby="affordability-results" className="grid gap-4">
        <h2 id="affordability-results" className="font-semibold text-xl">
          {offer === "rent" ? "Rent you can afford" : "Price you can afford"}
        </h2>
        {inputs?.offer === "sale" ? <BuyResults inputs={inputs.buy} /> : null}
        {inputs?.offer === "rent" ? (
          <RentResults inputs={inputs.rent} state={inputs.state} />
        ) : null}
        {inputs ? null : (
          <p className="text-muted-foreground">
            {started
              ? "Correct the fields marked above to see your figures."
              : "Enter your income to see a comfortable and a stretch figure."}
          </p>
        )}
      </section>
    </div>
  );
}
