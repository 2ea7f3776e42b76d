import { Link } from "react-router";
import { formatDay, formatPrice } from "@/shared/format";
import type { RentalTerms as Terms } from "@/shared/listing-life";
import { INCOME_TO_RENT, petsInWords, rentalCosts } from "@/shared/rental-costs";
import { paths } from "@/web/lib/paths";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** A rental's terms, what moving in costs, and the income a landlord will likely ask for. */
export function RentalTerms({ rent, terms, state }: { rent: number; terms: Terms; state: string }) {
  const costs = rentalCosts(rent, terms.deposit);
  const facts = [
    {
      label: "Deposit",
      value: terms.deposit === null ? "Ask the landlord" : formatPrice(terms.deposit),
    },
    {
      label: "Lease",
      value: terms.leaseMonths ? `${terms.leaseMonths} months` : "Ask the landlord",
    },
    {
      label: "Available from",
      value: terms.availableFrom ? formatDay(terms.availableFrom) : "Now",
    },
    { label: "Pets", value: petsInWords(terms) },
    { label: "Furnished", value: yesNo(terms.furnished) },
    { label: "Utilities included", value: yesNo(terms.utilitiesIncluded) },
  ];
  return (
    <section aria-labelledby="rental-terms-title" className="space-y-4">
      <h2 id="rental-terms-title" className="font-semibold text-xl">
        Rental terms
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {terms.applicantRequirements ? (
        <div className="space-y-1 text-sm">
          <h3 className="font-medium">What applicants need</h3>
          <p className="whitespace-pre-line text-muted-foreground">{terms.applicantRequirements}</p>
        </div>
      ) : null}
      <div className="space-y-2 rounded-xl border p-4 text-sm">
        <h3 className="font-medium">Moving in</h3>
        <p>
          First month {formatPrice(costs.firstMonth)} + deposit {formatPrice(costs.deposit)} ={" "}
          <strong>{formatPrice(costs.moveIn)}</strong> to move in.
        </p>
        <p className="text-muted-foreground">
          Landlords often ask for a gross income of about {INCOME_TO_RENT} times the rent:{" "}
          {formatPrice(costs.monthlyIncome)} a month ({formatPrice(costs.yearlyIncome)} a year).{" "}
          <Link
            to={paths.affordability({ offer: "rent", state })}
            className="font-medium text-primary underline underline-offset-4"
          >
            What rent can I afford?
          </Link>
        </p>
      </div>
    </section>
  );
}
