import { formatPrice } from "./format";
import type { PropertySummary } from "./properties";

/** What a listing's document title is made of: where the home is and what it asks. */
export type ListingTitleParts = Pick<
  PropertySummary,
  "address" | "city" | "state" | "zip" | "price"
>;

/** "5127 SE Alder Grove Ave, Portland, OR 97215": the address as stored, in one line. */
export function listingPlace({ address, city, state, zip }: ListingTitleParts): string {
  return `${address}, ${city}, ${state} ${zip}`;
}

/** Every listing is for sale until listings carry a status; then the status picks the words. */
const FOR_SALE = "For sale";

/**
 * The listing as people search for it, for the tab, search results and shared links:
 * "5127 SE Alder Grove Ave, Portland, OR 97215 · $689,000 · For sale". The realtor's headline
 * stays the page's heading.
 */
export function listingDocumentTitle(listing: ListingTitleParts): string {
  return [listingPlace(listing), formatPrice(listing.price), FOR_SALE].join(" · ");
}
