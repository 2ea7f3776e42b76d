/**
 * A market: the homes of one city (in its state) or one ZIP code, and its figures by month as
 * the daily refresh stores them (server/markets/). Shared by the API and its pages.
 */

export const MARKET_KINDS = ["city", "zip"] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** How many whole months a market page charts, the newest being the month before the refresh. */
export const MARKET_MONTHS = 24;

/** A market with at least this many listings is worth a search engine's visit (the sitemap). */
export const MARKET_SITEMAP_MIN_LISTINGS = 10;

/**
 * A city's or state's part of its market address: "St. Louis" → "st-louis". The refresh computes
 * the same in SQL (markets/market-keys.ts), so a listing's link and the stored market agree.
 */
export function placeSlug(name: string): string {
  // Anything but ASCII letters and digits goes first, so no locale's lowercasing can differ.
  return name
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
}

/** A city market's key and address part: "tx/austin". */
export const cityMarketKey = (state: string, city: string) =>
  `${placeSlug(state)}/${placeSlug(city)}`;

/** A ZIP code's market: its first five digits, or null for a code that has none. */
export function zipMarket(zip: string): string | null {
  return /^\d{5}/.exec(zip)?.[0] ?? null;
}

/** The place a market page is about. */
export interface MarketPlace {
  kind: MarketKind;
  /** The state's code as listings spell it ("TX"). */
  state: string;
  /** The city as most of its listings spell it; a ZIP's most common city. */
  city: string;
  /** The ZIP code, for a ZIP market. */
  zip: string | null;
}

/** How a market is named: "Austin, TX", "78704 (Austin, TX)". */
export function marketLabel(place: MarketPlace): string {
  const city = `${place.city}, ${place.state}`;
  return place.zip ? `${place.zip} (${city})` : city;
}

/** The market as it stands on the refresh day. */
export interface MarketSnapshot {
  /** Active homes for sale, and active rentals. */
  forSale: number;
  forRent: number;
  /** Homes under contract or with an application pending. */
  pending: number;
  /** Asking prices of the active homes for sale (and their price per square foot), and rents. */
  medianAskingPrice: number | null;
  medianAskingPricePerSqft: number | null;
  medianRent: number | null;
  /** Days since the active homes for sale were first listed. */
  medianDaysListed: number | null;
}

/** One calendar month of a market. Medians are null in a month with nothing to take one of. */
export interface MarketMonth {
  /** "2026-03". */
  month: string;
  /** Homes for sale first listed in the month, and the median of their first asking price. */
  newListings: number;
  medianListPrice: number | null;
  /** Homes sold in the month: their median price, price per square foot and days from listing. */
  sold: number;
  medianSoldPrice: number | null;
  medianSoldPricePerSqft: number | null;
  medianDaysOnMarket: number | null;
  /** Price cuts made on homes for sale in the month. */
  priceCuts: number;
  /** Rentals first listed in the month and their median monthly rent. */
  newRentals: number;
  medianRent: number | null;
  /** Homes for sale and for rent on the market (listed, not yet closed or withdrawn) at its end. */
  forSale: number;
  forRent: number;
}

/** GET /api/markets/...: a market, its snapshot and its last MARKET_MONTHS whole months. */
export interface MarketReport {
  place: MarketPlace;
  /** The day the figures were computed (YYYY-MM-DD). */
  refreshedOn: string;
  snapshot: MarketSnapshot;
  /** Oldest first, every month present (a month without activity has zeros and no medians). */
  months: MarketMonth[];
}

/** The market's figures a month counts (zero) or carries over (stock) when it has no row. */
const STOCK_KEYS = ["forSale", "forRent"] as const;

/** "2026-03" of a YYYY-MM-DD day or a YYYY-MM month. */
const monthOf = (day: string) => day.slice(0, 7);

/** The month `offset` months after "YYYY-MM" (before, when negative). */
export function addMonths(month: string, offset: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const total = year * 12 + (index - 1) + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** The `count` whole months before the day `refreshedOn`'s month, oldest first. */
export function marketMonthKeys(refreshedOn: string, count = MARKET_MONTHS): string[] {
  const last = addMonths(monthOf(refreshedOn), -1);
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** A month with nothing sold, listed or cut: only the homes on the market at its end. */
export const emptyMonth = (
  month: string,
  stock: Pick<MarketMonth, "forSale" | "forRent">,
): MarketMonth => ({
  month,
  newListings: 0,
  medianListPrice: null,
  sold: 0,
  medianSoldPrice: null,
  medianSoldPricePerSqft: null,
  medianDaysOnMarket: null,
  priceCuts: 0,
  newRentals: 0,
  medianRent: null,
  ...stock,
});

/**
 * Every month of `keys` from the stored rows (only months with activity are stored): a month
 * without a row counted nothing and kept the homes on the market the month before had.
 */
export function monthSeries(rows: readonly MarketMonth[], keys: readonly string[]): MarketMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  let stock = { forSale: 0, forRent: 0 };
  return keys.map((month) => {
    const row = byMonth.get(month) ?? emptyMonth(month, stock);
    stock = Object.fromEntries(STOCK_KEYS.map((key) => [key, row[key]])) as typeof stock;
    return row;
  });
}

/** A figure against the month before: the difference and, where it means something, its share. */
export interface MonthChange {
  difference: number;
  /** The difference as a share of the month before's figure; null when that was zero. */
  ratio: number | null;
}

/** The change of a figure from `previous` to `current`; null when either month lacks it. */
export function monthChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): MonthChange | null {
  if (current == null || previous == null) return null;
  const difference = current - previous;
  return { difference, ratio: previous === 0 ? null : difference / previous };
}
