import { daysLabel, formatDay, formatPrice } from "./format";
import type { PropertyDetail } from "./properties";

/** One fact of a listing's page: its name and its value in words. */
export interface ListingFact {
  label: string;
  value: string;
}

type PricedListing = Pick<
  PropertyDetail,
  "offer" | "status" | "price" | "closedPrice" | "squareFeet"
>;

/** What a listing went for once closed, else what it asks. */
export const finalOrAskingPrice = (
  listing: Pick<PricedListing, "status" | "price" | "closedPrice">,
) => (listing.status === "closed" ? (listing.closedPrice ?? listing.price) : listing.price);

/** A sale's price per square foot in whole dollars; null for a rental or without a size. */
export function pricePerSquareFoot(listing: PricedListing): number | null {
  if (listing.offer !== "sale" || listing.squareFeet <= 0) return null;
  return Math.round(finalOrAskingPrice(listing) / listing.squareFeet);
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
    facts.push({ label: "Days on market", value: daysLabel(listing.daysOnMarket) });
  }
  const perSquareFoot = pricePerSquareFoot(listing);
  if (perSquareFoot !== null) {
    facts.push({ label: "Price per sq ft", value: formatPrice(perSquareFoot) });
  }
  if (listing.hoaDues !== null) {
    facts.push({ label: "HOA dues", value: `${formatPrice(listing.hoaDues)}/mo` });
  }
  return facts;
}
