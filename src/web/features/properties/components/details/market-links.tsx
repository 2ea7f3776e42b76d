import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { zipMarket } from "@/shared/market";
import { paths } from "@/web/lib/paths";

/** The listing's city and ZIP code market pages: how prices, sales and stock there are moving. */
export function MarketLinks({ city, state, zip }: { city: string; state: string; zip: string }) {
  const zipCode = zipMarket(zip);
  return (
    <nav aria-labelledby="market-links-title" className="space-y-2">
      <h2 id="market-links-title" className="font-semibold text-xl">
        The local market
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <MarketLink to={paths.marketCity(state, city)}>
            {city}, {state} housing market
          </MarketLink>
        </li>
        {zipCode ? (
          <li>
            <MarketLink to={paths.marketZip(zipCode)}>{zipCode} housing market</MarketLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function MarketLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
    >
      <TrendingUp aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
