import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LISTING_STATUSES } from "@/shared/listing-life";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "@/shared/saved-searches";
import { user } from "./auth";
import { listLimits, textLimits } from "./limits";
import { properties } from "./properties";

/**
 * Why a saved search hears of a listing: new to it (published, or edited into matching), a price
 * cut, back on the market; "removed" is kept for a search-level removal alert.
 */
export const MATCH_REASONS = ["new", "price_drop", "back_on_market", "removed"] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * The keys a search is filed under for reverse matching (decision 021): its longest word, else
 * the ZIP code or city its text named, else the 1-degree cells of a small map area (decision
 * 022), else the state its text named, else each of its types, else its fewest bedrooms, else
 * '*'. A listing asks for every key it could satisfy, so a search it matches is always among the
 * rows the GIN index returns. The SQL function is made by migration 0031 (drizzle-kit does not
 * write functions); a drawn area is filed by its box, the beds by their minimum.
 */
export const MATCH_KEYS = sql.raw(
  "saved_search_match_keys(words, types, min_beds, coalesce(box(area_polygon), area_box), place_state, place_city, place_zip)",
);

/**
 * PostgreSQL's geometric types, in their text form ("((x1,y1),(x2,y2))", "((x,y),…)"): a saved
 * search's map area, which a new listing's point must be inside (`<@`). See map-area-sql.ts.
 */
const box = customType<{ data: string }>({ dataType: () => "box" });
const polygon = customType<{ data: string }>({ dataType: () => "polygon" });

/**
 * A member's saved search. `query` is the canonical /search query string it was saved
 * from (what 'Open' runs, and what makes two saves the same search); the other criteria columns
 * are that query taken apart (its text read as the search reads it), so a new listing can find
 * the searches it matches through indexes instead of running every search (reverse matching).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    /** The search text's words, lower-cased: a listing matches when its text has every one. */
    words: text("words").array().notNull().default(sql`'{}'::text[]`),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    /**
     * The bounds of the query on a listing's rooms and facts (searchBounds), inclusive, null for
     * an open end: bedrooms 3 to null is "3+", 3 to 3 "3" with the exact switch, 0 to 0 Studio.
     */
    minBeds: integer("min_beds"),
    maxBeds: integer("max_beds"),
    minBaths: integer("min_baths"),
    maxBaths: integer("max_baths"),
    minSquareFeet: integer("min_square_feet"),
    maxSquareFeet: integer("max_square_feet"),
    minLotAcres: numeric("min_lot_acres", { precision: 9, scale: 2, mode: "number" }),
    maxLotAcres: numeric("max_lot_acres", { precision: 9, scale: 2, mode: "number" }),
    minYearBuilt: integer("min_year_built"),
    maxYearBuilt: integer("max_year_built"),
    /** Listed in the last this many days; null for any time. */
    listedWithinDays: integer("listed_within_days"),
    /** Only listings a reel shows. */
    videoTour: boolean("video_tour").notNull().default(false),
    /** Only listings whose price was cut lately. */
    priceCut: boolean("price_cut").notNull().default(false),
    /** Any of these types; empty for any type. */
    types: text("types").array().notNull().default(sql`'{}'::text[]`),
    /** All of these amenities, as the listings' amenity_mask bits (amenityMask). */
    amenityMask: integer("amenity_mask").notNull().default(0),
    featuredOnly: boolean("featured_only").notNull().default(false),
    /** The map area it was saved with: its box, and a drawn area; null for none. */
    areaBox: box("area_box"),
    areaPolygon: polygon("area_polygon"),
    /**
     * The place its text names (decision 038), matched against a listing's own address: a city
     * (its state and city), a ZIP code (the ZIP alone), or a state; null for none.
     */
    placeState: text("place_state"),
    placeCity: text("place_city"),
    placeZip: text("place_zip"),
    /** For sale or for rent: a search finds one or the other. */
    offer: text("offer").notNull().default("sale"),
    /** Stages it shows beside the active homes (coming soon, pending). */
    statuses: text("statuses").array().notNull().default(sql`'{}'::text[]`),
    /** Also homes closed within this many months; null for none. */
    closedWithinMonths: integer("closed_within_months"),
    /** Only rentals that allow cats, dogs. */
    petsCats: boolean("pets_cats").notNull().default(false),
    petsDogs: boolean("pets_dogs").notNull().default(false),
    frequency: text("frequency").notNull().default("daily"),
    paused: boolean("paused").notNull().default(false),
    /** When this search's last daily or weekly digest was queued: one per period (alerts). */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_idx").on(t.userId, t.query),
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    check("saved_searches_frequency_check", inList("frequency", ALERT_FREQUENCIES)),
    // Reverse matching (decision 021): the searches a new listing may match, by their keys.
    index("saved_searches_match_keys_idx")
      .using("gin", sql`(${MATCH_KEYS})`)
      .where(sql`not paused`),
    ...textLimits("saved_searches", {
      name: SAVED_SEARCH_NAME_MAX,
      query: 2000,
      frequency: 10,
      place_state: 2,
      place_city: 100,
      place_zip: 10,
      offer: 10,
    }),
    ...listLimits("saved_searches", { words: [20, 100], types: [10, 40], statuses: [5, 20] }),
  ],
);

/**
 * What a saved search has been told of a listing: that it is new to the search (once), and each
 * later price cut or return to the market (once per change), so no member hears twice of one thing.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    /** No foreign key: a 'removed' alert outlives the listing it reports. */
    propertyId: uuid("property_id").notNull(),
    reason: text("reason").$type<MatchReason>().notNull(),
    /**
     * The change told: a price cut's property_price_changes row, or the change that put the
     * listing back on the market; null for a new match. No foreign key, as for the listing.
     */
    changeId: uuid("change_id"),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it went out by e-mail (instant or in a digest); null while waiting. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** When the member opened the search since: new-match counts are the ones after it. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    // A new match once per search and listing (its change is null, and nulls count as equal
    // here), each change once per search: a retried job or a second worker adds nothing.
    unique("saved_search_matches_once")
      .on(t.searchId, t.propertyId, t.reason, t.changeId)
      .nullsNotDistinct(),
    index("saved_search_matches_pending_idx").on(t.searchId).where(sql`emailed_at is null`),
    check("saved_search_matches_reason_check", inList("reason", MATCH_REASONS)),
    ...textLimits("saved_search_matches", { reason: 20 }),
  ],
);

/** Every price change of a listing, newest last. */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_price_changes_property_idx").on(t.propertyId, t.changedAt)],
);

/** Every change of a listing's stage, newest last (its page lists them beside price changes). */
export const propertyStatusChanges = pgTable(
  "property_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** The closing price, for a change to closed. */
    price: integer("price"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_status_changes_property_idx").on(t.propertyId, t.changedAt),
    check("property_status_changes_status_check", inList("status", LISTING_STATUSES)),
  ],
);
