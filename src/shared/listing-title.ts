import { offerPrice, offerWords } from "./listing-life";
import type { PropertySummary } from "./properties";

/** What a listing's document title is made of: where the home is, what it asks, its stage. */
export type ListingTitleParts = Pick<
  PropertySummary,
  "address" | "city" | "state" | "zip" | "price" | "offer" | "status" | "closedPrice"
>;

/** "5127 SE Alder Grove Ave, Portland, OR 97215": the address as stored, in one line. */
export function listingPlace({
  address,
  city,
  state,
  zip,
}: Pick<ListingTitleParts, "address" | "city" | "state" | "zip">): string {
  return `${address}, ${city}, ${state} ${zip}`;
}

/**
 * The listing as people search for it, for the tab, search results and shared links:
 * "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · For sale", "… · $2,400/mo · For
 * rent", "… · $702,000 · Sold" (the price it closed at). The realtor's headline stays the
 * page's heading.
 */
export function listingDocumentTitle(listing: ListingTitleParts): string {
  const price =
    listing.status === "closed" ? (listing.closedPrice ?? listing.price) : listing.price;
  return [
    listingPlace(listing),
    offerPrice(listing.offer, price),
    offerWords(listing.offer, listing.status),
  ].join(" · ");
}
