import { formatDay, formatPrice } from "./format";
import type { PropertyDetail } from "./properties";

/** One fact of a listing's page: its name and its value in words. */
export interface ListingFact {
  label: string;
  value: string;
}

/**
 * The facts buyers compare listings by, where the listing has them: its listing day, days on
 * market, price per square foot (of a sale's asking or closing price) and monthly HOA dues.
 */
export function listingFacts(
  listing: Pick<
    PropertyDetail,
    | "listedAt"
    | "daysOnMarket"
    | "offer"
    | "status"
    | "price"
    | "closedPrice"
    | "squareFeet"
    | "hoaDues"
  >,
): ListingFact[] {
  const facts: ListingFact[] = [];
  if (listing.listedAt) facts.push({ label: "Listed", value: formatDay(listing.listedAt) });
  if (listing.daysOnMarket !== null) {
    const days = listing.daysOnMarket;
    facts.push({ label: "Days on market", value: days === 1 ? "1 day" : `${days} days` });
  }
  if (listing.offer === "sale" && listing.squareFeet > 0) {
    const price =
      listing.status === "closed" ? (listing.closedPrice ?? listing.price) : listing.price;
    facts.push({
      label: "Price per sq ft",
      value: formatPrice(Math.round(price / listing.squareFeet)),
    });
  }
  if (listing.hoaDues !== null) {
    facts.push({ label: "HOA dues", value: `${formatPrice(listing.hoaDues)}/mo` });
  }
  return facts;
}
