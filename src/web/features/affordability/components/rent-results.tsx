import { percentOf, rentLimitInWords } from "@/shared/affordability-words";
import { formatPrice } from "@/shared/format";
import { type RentInputs, type RentLimit, rentAffordability } from "@/shared/rent-affordability";
import type { UsStateCode } from "@/shared/us-states";
import { searchUpTo } from "../search-up-to";
import { LimitCard } from "./limit-card";

/** The comfortable and the stretch rent, each with the search for rentals up to it. */
export function RentResults({ inputs, state }: { inputs: RentInputs; state: UsStateCode | null }) {
  const { comfortable, stretch } = rentAffordability(inputs);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <RentCard title="Comfortable" limit={comfortable} inputs={inputs} state={state} />
        <RentCard title="Stretch" limit={stretch} inputs={inputs} state={state} />
      </div>
      <p className="text-muted-foreground text-xs">
        Rent of 30% of income is the usual line before housing becomes a burden; many landlords ask
        for an income of three times the rent, the stretch here. Utilities and renter's insurance
        come on top.
      </p>
    </div>
  );
}

interface RentCardProps {
  title: string;
  limit: RentLimit;
  inputs: RentInputs;
  state: UsStateCode | null;
}

function RentCard({ title, limit, inputs, state }: RentCardProps) {
  return (
    <LimitCard
      title={title}
      ratios={`${percentOf(limit.ratios.housing)} on rent, ${percentOf(limit.ratios.total)} on all debts`}
      amount={limit.nothingLeft ? "No rent" : formatPrice(limit.rent)}
      per={limit.nothingLeft ? undefined : "a month"}
      why={rentLimitInWords(limit, inputs)}
      search={limit.nothingLeft ? null : searchUpTo("rent", limit.rent, state)}
    />
  );
}
