import {
  type BuyInputs,
  buyAffordability,
  PMI_YEARLY_SHARE,
  type PriceLimit,
} from "@/shared/affordability";
import { percentOf, priceLimitInWords } from "@/shared/affordability-words";
import { formatPrice } from "@/shared/format";
import { searchUpTo } from "../search-up-to";
import { LimitCard } from "./limit-card";

const dollars = (amount: number) => formatPrice(Math.round(amount));

/** The comfortable and the stretch price, each with its month and the search up to it. */
export function BuyResults({ inputs }: { inputs: BuyInputs }) {
  const { comfortable, stretch } = buyAffordability(inputs);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <PriceCard title="Comfortable" limit={comfortable} inputs={inputs} />
        <PriceCard title="Stretch" limit={stretch} inputs={inputs} />
      </div>
      <p className="text-muted-foreground text-xs">
        An estimate for planning, not a loan offer. Prices are rounded down to the thousand.
        Mortgage insurance is counted at {PMI_YEARLY_SHARE * 100}% of the loan a year while the down
        payment is under 20% of the price; lenders quote between about 0.3% and 1.5%. Property tax
        and insurance are typical figures for the state, not for a given home.
      </p>
    </div>
  );
}

function PriceCard({
  title,
  limit,
  inputs,
}: {
  title: string;
  limit: PriceLimit;
  inputs: BuyInputs;
}) {
  const { monthly } = limit;
  const rows = [
    ["Principal and interest", monthly.principalAndInterest],
    ["Property tax", monthly.taxes],
    ["Home insurance", monthly.insurance],
    ["Mortgage insurance", monthly.mortgageInsurance],
    ["HOA fee", monthly.hoa],
  ] as const;
  const none = limit.held === "nothing-left";
  return (
    <LimitCard
      title={title}
      ratios={`${percentOf(limit.ratios.housing)} on housing, ${percentOf(limit.ratios.total)} on all debts`}
      amount={none ? "No home price" : formatPrice(limit.price)}
      why={priceLimitInWords(limit, inputs)}
      search={none ? null : searchUpTo("sale", limit.price, inputs.state)}
    >
      {none ? null : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            About {dollars(monthly.total)} a month
          </summary>
          <dl className="mt-2 grid gap-1">
            {rows
              .filter(([, amount]) => amount > 0)
              .map(([label, amount]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{dollars(amount)}</dd>
                </div>
              ))}
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Loan</dt>
              <dd className="font-medium">{formatPrice(limit.loan)}</dd>
            </div>
          </dl>
        </details>
      )}
    </LimitCard>
  );
}
