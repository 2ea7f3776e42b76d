import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import type { UnderstoodSearch } from "@/shared/search-text/understood";
import { paths } from "@/web/lib/paths";

/**
 * Beside a search for a city or a ZIP code that has homes: how that market is doing. A state is
 * no market, and a place without homes (the nearest shown instead) has no figures.
 */
export function PlaceMarketLink({ place }: { place: UnderstoodSearch["place"] }) {
  if (!place || place.kind === "state") return null;
  const to =
    place.kind === "zip" ? paths.marketZip(place.zip) : paths.marketCity(place.state, place.city);
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
    >
      <TrendingUp aria-hidden="true" className="size-4" />
      {place.label} housing market
    </Link>
  );
}
