import { formatDay, formatPrice } from "./format";
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

/** The latest price cut, beside the price until the home closes: "Cut $14,000 on Nov 20, 2026". */
export function priceCutNote(
  listing: ListingLife & { priceCut: { amount: number; at: string } | null },
): string | null {
  if (!listing.priceCut || listing.status === "closed") return null;
  return `Cut ${formatPrice(listing.priceCut.amount)} on ${formatDay(listing.priceCut.at)}`;
}
