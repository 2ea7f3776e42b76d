import { formatPrice } from "./format";

/**
 * Where a listing is in its life, and whether it is offered for sale or for rent. One set of
 * stages serves both offers; each offer names them its own way ("Sold" or "Rented").
 */

export const LISTING_OFFERS = ["sale", "rent"] as const;
export type ListingOffer = (typeof LISTING_OFFERS)[number];

export const LISTING_STATUSES = [
  "coming_soon",
  "active",
  "pending",
  "closed",
  "off_market",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What people read for each stage, by offer. */
export const STATUS_LABELS: Record<ListingOffer, Record<ListingStatus, string>> = {
  sale: {
    coming_soon: "Coming soon",
    active: "For sale",
    pending: "Pending",
    closed: "Sold",
    off_market: "Off market",
  },
  rent: {
    coming_soon: "Coming soon",
    active: "Available",
    pending: "Application pending",
    closed: "Rented",
    off_market: "Off market",
  },
};

export const statusLabel = (offer: ListingOffer, status: ListingStatus) =>
  STATUS_LABELS[offer][status];

/** A price as its offer reads: "$689,000", or a monthly rent, "$2,400/mo". */
export const offerPrice = (offer: ListingOffer, price: number) =>
  offer === "rent" ? `${formatPrice(price)}/mo` : formatPrice(price);

/** How a title or a share names the offer: "For sale", "For rent", else the stage ("Sold"). */
export const offerWords = (offer: ListingOffer, status: ListingStatus) =>
  status === "active" ? (offer === "rent" ? "For rent" : "For sale") : statusLabel(offer, status);

/** The stages a search may add to the active homes it shows without asking. */
export const SEARCH_EXTRA_STATUSES = ["coming_soon", "pending"] as const;
export type SearchExtraStatus = (typeof SEARCH_EXTRA_STATUSES)[number];

/** "Recently sold": closed within this many months. */
export const RECENTLY_CLOSED_MONTHS = [3, 6, 12] as const;
export type RecentlyClosedMonths = (typeof RECENTLY_CLOSED_MONTHS)[number];

/** What a rental search may ask a home to allow. */
export const PET_FILTERS = ["cats", "dogs"] as const;
export type PetFilter = (typeof PET_FILTERS)[number];

/** Tours are offered while a home can still be had. */
export const TOURS_OFFERED: readonly ListingStatus[] = ["coming_soon", "active", "pending"];

/** A mortgage estimate only means something for a home for sale that one can still buy. */
export function paymentEstimateApplies(listing: Pick<ListingLife, "offer" | "status">): boolean {
  return listing.offer === "sale" && TOURS_OFFERED.includes(listing.status);
}

/** A listing's stage as cards and its page show it. */
export interface ListingLife {
  offer: ListingOffer;
  status: ListingStatus;
  /** A coming-soon home's expected first day on the market (YYYY-MM-DD). */
  expectedOn: string | null;
  /** A closed home's final price and day (YYYY-MM-DD). */
  closedPrice: number | null;
  closedOn: string | null;
}

/** One recorded change of stage, newest first on the listing's page. */
export interface StatusChange {
  at: string;
  status: ListingStatus;
  /** The closing price, for a change to closed. */
  price: number | null;
}

export const LISTING_STATUS_MESSAGES = {
  unchanged: "The listing already has this status.",
  expectedOnRequired: "Please give the date the home is expected on the market.",
  expectedOnPast: "The expected date cannot be in the past.",
  closedPriceRequired: "Please give the price it closed at.",
  closedOnRequired: "Please give the date it closed.",
  closedOnFuture: "The closing date cannot be in the future.",
  toursClosed: "Tours are not offered for this home any more.",
} as const;

/** A rental's terms, as its page lists them. */
export interface RentalTerms {
  deposit: number | null;
  leaseMonths: number | null;
  /** The first day it can be moved into (YYYY-MM-DD). */
  availableFrom: string | null;
  petsCats: boolean;
  petsDogs: boolean;
  furnished: boolean;
  utilitiesIncluded: boolean;
  applicantRequirements: string;
}
