import { check, date, index, integer, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { MARKET_KINDS } from "@/shared/market";
import { textLimits } from "./limits";
import { inList } from "./properties";

/**
 * One row per market (a city in its state, or a ZIP code) with its figures on the refresh day,
 * rebuilt whole by the daily refresh (markets/refresh.service.ts) from the catalogue. A page reads
 * one row by its key; nothing here is written per request.
 */
export const marketAreas = pgTable(
  "market_areas",
  {
    kind: text("kind").notNull(),
    /** "tx/austin" for a city (state code and city slug, as its address), "78704" for a ZIP. */
    key: text("key").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    zip: text("zip"),
    /** Every listing the catalogue holds there, whatever its stage: the sitemap's threshold. */
    listings: integer("listings").notNull(),
    forSale: integer("for_sale").notNull(),
    forRent: integer("for_rent").notNull(),
    pending: integer("pending").notNull(),
    medianAskingPrice: integer("median_asking_price"),
    medianAskingPricePerSqft: integer("median_asking_price_per_sqft"),
    medianRent: integer("median_rent"),
    medianDaysListed: integer("median_days_listed"),
    refreshedOn: date("refreshed_on", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    // The sitemap lists the markets with the most listings first, down to a threshold.
    index("market_areas_listings_idx").on(t.listings),
    check("market_areas_kind_check", inList("kind", MARKET_KINDS)),
    ...textLimits("market_areas", { kind: 10, key: 160, state: 50, city: 100, zip: 10 }),
  ],
);

/**
 * A market's calendar months with any activity, up to the month before the refresh day. The
 * primary key is the page's one read: a market's months in order, at most MARKET_MONTHS rows.
 */
export const marketMonths = pgTable(
  "market_months",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** The month's first day. */
    month: date("month", { mode: "string" }).notNull(),
    newListings: integer("new_listings").notNull(),
    medianListPrice: integer("median_list_price"),
    sold: integer("sold").notNull(),
    medianSoldPrice: integer("median_sold_price"),
    medianSoldPricePerSqft: integer("median_sold_price_per_sqft"),
    medianDaysOnMarket: real("median_days_on_market"),
    priceCuts: integer("price_cuts").notNull(),
    newRentals: integer("new_rentals").notNull(),
    medianRent: integer("median_rent"),
    forSale: integer("for_sale").notNull(),
    forRent: integer("for_rent").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key, t.month] }),
    ...textLimits("market_months", { kind: 10, key: 160 }),
  ],
);
