import { type ListingLife, offerPrice, STATUS_LABELS, type StatusChange } from "./listing-life";
import type { PriceChange } from "./properties";

/** One line of a listing's history: when, what happened, and the price it names if any. */
export interface HistoryEvent {
  at: string;
  event: string;
  price: string | null;
  /** A price cut, which the page marks as good news. */
  cut: boolean;
}

interface HistorySource extends Pick<ListingLife, "offer"> {
  price: number;
  listedAt: string | null;
  priceHistory: PriceChange[];
  statusHistory: StatusChange[];
}

/**
 * A listing's life as its page tells it, newest first: listed at $749,000, "Price cut $60,000"
 * to $689,000, pending, sold at $702,000. The first price is the one before the oldest
 * change, else today's; a return to active after it is "Back on the market".
 */
export function listingHistory(listing: HistorySource): HistoryEvent[] {
  const money = (price: number) => offerPrice(listing.offer, price);
  const labels = STATUS_LABELS[listing.offer];
  const oldest = listing.priceHistory.at(-1);
  const events: HistoryEvent[] = [
    ...listing.priceHistory.map((change) => {
      const cut = change.newPrice < change.oldPrice;
      const amount = money(Math.abs(change.newPrice - change.oldPrice));
      return {
        at: change.at,
        event: cut ? `Price cut ${amount}` : `Price raised ${amount}`,
        price: money(change.newPrice),
        cut,
      };
    }),
    // The change that put it on the market the first time is its listing, told below.
    ...listing.statusHistory
      .filter((change) => !(change.status === "active" && change.at === listing.listedAt))
      .map((change) => ({
        at: change.at,
        event: change.status === "active" ? "Back on the market" : labels[change.status],
        price: change.price === null ? null : money(change.price),
        cut: false,
      })),
  ];
  if (listing.listedAt) {
    events.push({
      at: listing.listedAt,
      event: "Listed",
      price: money(oldest ? oldest.oldPrice : listing.price),
      cut: false,
    });
  }
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
