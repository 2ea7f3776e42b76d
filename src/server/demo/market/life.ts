import type { ListingStatus } from "@/shared/listing-life";
import type { PropertyType } from "@/shared/properties";
import type { DemoLife } from "../demo-life";
import type { Random } from "./random";
import { hoaDues, monthlyRent, pickRentals, rentalTerms, roundTo } from "./rentals";

type LaterStage = Exclude<ListingStatus, "active">;

/** Share of the market let, and in each stage but active (which the rest are). */
export const RENTAL_SHARE = 1 / 3;
export const STAGE_SHARES: Record<LaterStage, number> = {
  coming_soon: 0.05,
  pending: 0.07,
  closed: 0.1,
  off_market: 0.02,
};
/** Market listings went up before the specification's six (at most 16 days ago). */
const FIRST_DAY_AGO = 20;

/** How many of one metro's homes are let, and how many are in each stage but active. */
export interface MetroMix {
  rentals: number;
  stages: Record<LaterStage, number>;
}

/**
 * The mix of the `metro`-th metro's `perMetro` homes: the market's shares spread over its
 * metros in turn, so the market as a whole has them to the home while a share too small for
 * every metro goes to some of them.
 */
export function metroMix(metro: number, perMetro: number): MetroMix {
  const share = (part: number) =>
    Math.round((metro + 1) * perMetro * part) - Math.round(metro * perMetro * part);
  return {
    rentals: share(RENTAL_SHARE),
    stages: {
      coming_soon: share(STAGE_SHARES.coming_soon),
      pending: share(STAGE_SHARES.pending),
      closed: share(STAGE_SHARES.closed),
      off_market: share(STAGE_SHARES.off_market),
    },
  };
}

/** What a listing's life is drawn from, and changes: its asking price and first day. */
interface LivingListing {
  propertyType: PropertyType;
  price: number;
  squareFeet: number;
  daysAgo: number;
}

/**
 * Gives one metro's listings their lives: which are let (at a monthly rent), which stage each
 * is in, the days it went through its stages, and a price cut for some.
 */
export function giveLives<Listing extends LivingListing>(
  random: Random,
  listings: readonly Listing[],
  mix: MetroMix,
  requirements: readonly string[],
): (Listing & { life: DemoLife })[] {
  const rentals = pickRentals(
    random,
    listings.map((listing) => listing.propertyType),
    mix.rentals,
  );
  const stages: ListingStatus[] = Array.from(listings, () => "active");
  const order = shuffled(random, listings.length);
  for (const stage of Object.keys(mix.stages) as LaterStage[]) {
    for (let n = 0; n < mix.stages[stage]; n++) {
      const index = order.shift();
      if (index !== undefined) stages[index] = stage;
    }
  }
  return listings.map((listing, index) =>
    live(random, listing, rentals.has(index), stages[index] ?? "active", requirements),
  );
}

function live<Listing extends LivingListing>(
  random: Random,
  listing: Listing,
  rent: boolean,
  status: ListingStatus,
  requirements: readonly string[],
): Listing & { life: DemoLife } {
  const price = rent ? monthlyRent(random, listing.price, listing.squareFeet) : listing.price;
  const days = timeline(random, status, rent, listing.daysAgo);
  const cut = priceCut(random, rent, price, days);
  const closed = days.stages.find((stage) => stage.status === "closed");
  const closedPrice = closed
    ? rent
      ? price
      : roundTo(price * random.between(0.95, 1.05), 1_000)
    : null;
  if (closed) closed.price = closedPrice;
  const availableInDays =
    status === "closed"
      ? -(closed?.daysAgo ?? 0) + random.int(1, 14)
      : random.int(days.expectedInDays ?? 0, 60);
  return {
    ...listing,
    price,
    daysAgo: days.createdDaysAgo,
    life: {
      offer: rent ? "rent" : "sale",
      status,
      listedDaysAgo: days.listedDaysAgo,
      expectedInDays: days.expectedInDays,
      closedPrice,
      hoaDues: rent ? null : hoaDues(random, listing.propertyType, price),
      rental: rent
        ? rentalTerms(random, listing.propertyType, price, availableInDays, requirements)
        : null,
      stages: days.stages,
      priceChanges: cut ? [cut] : [],
    },
  };
}

interface Timeline {
  createdDaysAgo: number;
  listedDaysAgo: number | null;
  expectedInDays: number | null;
  /** Oldest first; an active home has none (a listing put up active records no change). */
  stages: DemoLife["stages"];
}

/**
 * The days of a home's stages, oldest first: listed, then under contract a few weeks (a lease
 * a few days) before it closed in the last eleven months, or taken off the market. A rental
 * is let sooner than a home is sold.
 */
function timeline(random: Random, status: ListingStatus, rent: boolean, daysAgo: number): Timeline {
  const onMarket = () => (rent ? random.int(5, 30) : random.int(7, 90));
  const listedBefore = (daysAgo: number) => Math.max(FIRST_DAY_AGO, daysAgo + onMarket());
  const stage = (status: ListingStatus, daysAgo: number) => ({ status, daysAgo, price: null });
  switch (status) {
    case "coming_soon": {
      const created = random.int(FIRST_DAY_AGO, 45);
      return {
        createdDaysAgo: created,
        listedDaysAgo: null,
        expectedInDays: random.int(1, 30),
        stages: [stage("coming_soon", created)],
      };
    }
    case "active": {
      const listed = rent ? random.int(FIRST_DAY_AGO, 70) : daysAgo;
      return { createdDaysAgo: listed, listedDaysAgo: listed, expectedInDays: null, stages: [] };
    }
    case "pending": {
      const pending = random.int(2, 40);
      const listed = listedBefore(pending);
      return {
        createdDaysAgo: listed,
        listedDaysAgo: listed,
        expectedInDays: null,
        stages: [stage("active", listed), stage("pending", pending)],
      };
    }
    case "closed": {
      const closed = random.int(30, 335);
      const pending = closed + (rent ? random.int(3, 14) : random.int(21, 45));
      const listed = listedBefore(pending);
      return {
        createdDaysAgo: listed,
        listedDaysAgo: listed,
        expectedInDays: null,
        stages: [stage("active", listed), stage("pending", pending), stage("closed", closed)],
      };
    }
    case "off_market": {
      const off = random.int(3, 60);
      const listed = listedBefore(off + (rent ? 15 : 30));
      return {
        createdDaysAgo: listed,
        listedDaysAgo: listed,
        expectedInDays: null,
        stages: [stage("active", listed), stage("off_market", off)],
      };
    }
  }
}

/**
 * A cut from a slightly higher first price for some homes on the market long enough: a week
 * after listing at the earliest, and before the home went under contract or off the market.
 */
function priceCut(
  random: Random,
  rent: boolean,
  price: number,
  days: Timeline,
): DemoLife["priceChanges"][number] | null {
  const listed = days.listedDaysAgo;
  if (listed === null) return null;
  const next = days.stages.find((stage) => stage.daysAgo < listed);
  // Up to two months ago on the market, so some cuts are recent enough for the cards' badge.
  const [latest, earliest] = next ? [next.daysAgo + 3, listed - 7] : [1, Math.min(60, listed - 7)];
  const odds = next ? 0.3 : rent ? 0.15 : 0.25;
  if (earliest < latest || !random.chance(odds)) return null;
  const step = rent ? 25 : 5_000;
  const oldPrice = Math.max(price + step, roundTo(price * random.between(1.03, 1.08), step));
  return { daysAgo: random.int(latest, earliest), oldPrice, newPrice: price };
}

/** The numbers 0 to count - 1 in a random order (Fisher–Yates). */
function shuffled(random: Random, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}
