import { formatPrice } from "@/shared/format";
import type { ListingOffer } from "@/shared/listing-life";
import { priceSlider } from "@/shared/properties";
import { US_STATE_NAMES, type UsStateCode } from "@/shared/us-states";
import { paths } from "@/web/lib/paths";

/**
 * The search for homes (or rentals) up to a price, in the chosen state. The state goes in as its
 * name, which the search reads as the place; a price at the top of the search's slider or above
 * means no maximum there, so the link says so instead of promising a limit it would drop.
 */
export function searchUpTo(offer: ListingOffer, price: number, state: UsStateCode | null) {
  const query: Record<string, string> = {};
  if (offer === "rent") query.offer = "rent";
  if (state) query.q = US_STATE_NAMES[state];
  const limited = price < priceSlider(offer).max;
  if (limited) query.maxPrice = String(price);
  const what = offer === "rent" ? "rentals" : "homes";
  const where = state ? ` in ${US_STATE_NAMES[state]}` : "";
  const upTo = offer === "rent" ? `${formatPrice(price)} a month` : formatPrice(price);
  return {
    to: paths.search(query),
    label: limited ? `Search ${what} up to ${upTo}${where}` : `Search all ${what}${where}`,
  };
}
