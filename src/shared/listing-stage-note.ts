import { formatDay } from "./format";
import { type ListingLife, offerPrice, statusLabel } from "./listing-life";

/** The price a card or a page leads with: what it closed at once closed, else what it asks. */
export function headlinePrice(listing: ListingLife & { price: number }): string {
  const price =
    listing.status === "closed" ? (listing.closedPrice ?? listing.price) : listing.price;
  return offerPrice(listing.offer, price);
}

/** A line under the price for the stages that have a date: "Expected Dec 12, 2026", "Sold Nov 20, 2026". */
export function stageNote(listing: ListingLife): string | null {
  if (listing.status === "coming_soon" && listing.expectedOn) {
    return `Expected ${formatDay(listing.expectedOn)}`;
  }
  if (listing.status === "closed" && listing.closedOn) {
    return `${statusLabel(listing.offer, "closed")} ${formatDay(listing.closedOn)}`;
  }
  return null;
}
