import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LISTING_OFFERS, LISTING_STATUSES } from "@/shared/listing-life";
import { PROPERTY_IMAGE_LABEL_MAX } from "@/shared/manage-properties";
import {
  AMENITIES,
  CONTACT_MESSAGE_MAX,
  type NearbyAmenity,
  PROPERTY_TYPES,
} from "@/shared/properties";
import { user } from "./auth";
import { jsonLimits, listLimits, textLimits } from "./limits";
import { searchTextExpression } from "./search-text";
import { storedImageColumns } from "./stored-image-columns";

/** A check that `column` holds one of `values`. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/** amenity_mask's expression: bit i is set when AMENITIES[i] is in the list (see amenityMask). */
const amenityMaskExpression = sql.raw(
  AMENITIES.map(
    (amenity, bit) => `(case when '${amenity}' = any(amenities) then ${1 << bit} else 0 end)`,
  ).join(" | "),
);

/**
 * The map's fixed samples of the catalogue (decision 022): a random byte of a listing's random
 * id below 32 keeps 1/8 of it, another below 4 keeps 1/64, whatever the filters. Different bytes,
 * so neither predicate implies the other and each query can only match its own partial index
 * (with one byte, `< 4` also fits the 1/8 index, which the planner then picked at times).
 */
export const MAP_SAMPLE_EIGHTH = "get_byte(uuid_send(id), 14) < 32";
export const MAP_SAMPLE_SIXTYFOURTH = "get_byte(uuid_send(id), 15) < 4";

/** A listing (with its type, amenities and per-listing facts). */
export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    realtorId: text("realtor_id").references(() => user.id, { onDelete: "set null" }),
    /** The photographer whose delivered photos the realtor added ("Photos by ..."). */
    photoCreditPhotographerId: text("photo_credit_photographer_id").references(() => user.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    /**
     * WGS84 degrees. Not null once the start-up's position fill has run (decision
     * 022): a database from before had listings without one, which only the bundled place data
     * can place, so the migration adds them nullable and migrate.ts fills them, then sets NOT NULL.
     */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The position as a point (x longitude, y latitude) for the map's GiST index. */
    location: point("location", { mode: "tuple" })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`point(longitude, latitude)`),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }).notNull(),
    squareFeet: integer("square_feet").notNull(),
    propertyType: text("property_type").notNull(),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    /** The amenities as bits (amenityMask), kept by the database for searches. */
    amenityMask: integer("amenity_mask")
      .notNull()
      .generatedAlwaysAs((): SQL => amenityMaskExpression),
    isFeatured: boolean("is_featured").notNull().default(false),
    yearBuilt: integer("year_built"),
    lotSizeAcres: numeric("lot_size_acres", { precision: 8, scale: 2, mode: "number" }),
    stories: integer("stories"),
    garageSpaces: integer("garage_spaces"),
    condition: text("condition"),
    interiorFeatures: text("interior_features").array().notNull().default(sql`'{}'::text[]`),
    exteriorFeatures: text("exterior_features").array().notNull().default(sql`'{}'::text[]`),
    communityFeatures: text("community_features").array().notNull().default(sql`'{}'::text[]`),
    nearbyAmenities: jsonb("nearby_amenities").$type<NearbyAmenity[]>().notNull().default([]),
    /** What text search matches, word by word, through the trigram index (searchTextExpression). */
    searchText: text("search_text").generatedAlwaysAs((): SQL => searchTextExpression),
    /** The last price cut (old minus new price) and when, for the cards' badge; null after a rise. */
    lastPriceCut: integer("last_price_cut"),
    lastPriceCutAt: timestamp("last_price_cut_at", { withTimezone: true }),
    /** For sale or for rent (price is then the monthly rent). */
    offer: text("offer").notNull().default("sale"),
    /** Where it is in its life (listing-life.ts); search shows active homes unless asked. */
    status: text("status").notNull().default("active"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its first day on the market, for days on market; null while it has not been active. */
    listedAt: timestamp("listed_at", { withTimezone: true }).defaultNow(),
    /** A coming-soon home's expected first day on the market. */
    expectedOn: date("expected_on", { mode: "string" }),
    /** A closed (sold or rented) home's final price and day. */
    closedPrice: integer("closed_price"),
    closedOn: date("closed_on", { mode: "string" }),
    /** Monthly homeowners' association dues, where there are some. */
    hoaDues: integer("hoa_dues"),
    /** A reel shows it (the 'Video tour' filter); kept by a trigger on reels (migration 0035). */
    hasVideoTour: boolean("has_video_tour").notNull().default(false),
    /** A rental's terms (null or false for a sale): its deposit, lease and what it allows. */
    deposit: integer("deposit"),
    leaseMonths: integer("lease_months"),
    availableFrom: date("available_from", { mode: "string" }),
    petsCats: boolean("pets_cats").notNull().default(false),
    petsDogs: boolean("pets_dogs").notNull().default(false),
    furnished: boolean("furnished").notNull().default(false),
    utilitiesIncluded: boolean("utilities_included").notNull().default(false),
    /** What the landlord asks of applicants, in their words. */
    applicantRequirements: text("applicant_requirements").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("properties_type_check", inList("property_type", PROPERTY_TYPES)),
    check("properties_price_check", sql`price >= 0`),
    check(
      "properties_position_check",
      sql`latitude between -90 and 90 and longitude between -180 and 180`,
    ),
    check("properties_rooms_check", sql`bedrooms >= 0 and bathrooms >= 0 and square_feet >= 0`),
    check("properties_offer_check", inList("offer", LISTING_OFFERS)),
    check("properties_status_check", inList("status", LISTING_STATUSES)),
    check(
      "properties_status_facts_check",
      sql`(status <> 'closed' or (closed_price is not null and closed_on is not null))
        and (status <> 'coming_soon' or expected_on is not null)`,
    ),
    check("properties_hoa_dues_check", sql`hoa_dues is null or hoa_dues >= 0`),
    check(
      "properties_rental_terms_check",
      sql`(deposit is null or deposit >= 0) and (lease_months is null or lease_months between 1 and 60)`,
    ),
    // Keyset pagination walks these in sort order; id breaks ties so pages never overlap.
    // Ascending on purpose: a backward scan serves ORDER BY … DESC, while Drizzle's .desc()
    // emits NULLS LAST, which no plain DESC ordering can use. The newest-first one includes the
    // filters' columns (migration 0033), so counting the last days' listings reads it alone.
    index("properties_newest_idx").on(t.createdAt, t.id),
    // Led by the offer: every rent is below the cheapest sale, so a price walk of one offer must
    // not step over all of the other's.
    index("properties_price_idx").on(t.offer, t.price, t.id),
    index("properties_featured_idx").on(t.createdAt, t.id).where(sql`is_featured`),
    index("properties_type_idx").on(t.propertyType, t.createdAt, t.id),
    index("properties_bedrooms_idx").on(t.bedrooms, t.createdAt, t.id),
    // Counting the matches of a filtered search reads this narrow index (about a seventh of the
    // table) in an index-only scan instead of the table: every filter but text, video tour and
    // price cut is in it, the listing day, offer and stage as columns migration 0033 includes.
    index("properties_facets_idx").on(
      t.propertyType,
      t.bedrooms,
      t.bathrooms,
      t.price,
      t.amenityMask,
      t.squareFeet,
      t.yearBuilt,
      t.lotSizeAcres,
    ),
    // The 'Price cut' filter: the few listings whose last price change was a cut, by its date.
    index("properties_price_cut_idx")
      .on(t.lastPriceCutAt)
      .where(sql`last_price_cut_at is not null`),
    index("properties_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("properties_realtor_idx").on(t.realtorId),
    // Map search (decision 022). A list's area is plain ranges on this B-tree, which the
    // planner has statistics for; the filters' columns it includes (migration 0033) count an
    // area by index only.
    index("properties_position_idx").on(t.latitude, t.longitude),
    // The map's clusters: point_ops answers `<@ box` and `<@ polygon`; migration 0033 makes
    // these include every filter's columns, id and price (drizzle-kit cannot say INCLUDE), so an
    // area's clusters are an index-only scan. The partial ones hold a fixed 1/8 and 1/64 of
    // the listings, which coarse zooms read and scale.
    index("properties_map_idx").using("gist", t.location),
    index("properties_map_eighth_idx").using("gist", t.location).where(sql.raw(MAP_SAMPLE_EIGHTH)),
    index("properties_map_sixtyfourth_idx")
      .using("gist", t.location)
      .where(sql.raw(MAP_SAMPLE_SIXTYFOURTH)),
    // Similar homes: the same place, nearest in price.
    index("properties_place_price_idx").on(t.state, t.city, t.price),
    // A ZIP code's homes, counted for the search box's suggestions.
    index("properties_zip_idx").on(t.zip),
    // Recently closed homes, newest first ("sold in the last 6 months", "sold nearby").
    index("properties_closed_idx").on(t.closedOn).where(sql`status = 'closed'`),
    // The 'Video tour' filter: the few listings a reel shows, newest first.
    index("properties_video_tour_idx").on(t.createdAt, t.id).where(sql`has_video_tour`),
    // A listing's "recently sold nearby": its city's closed homes, newest first.
    index("properties_closed_place_idx")
      .on(t.state, t.city, t.closedOn)
      .where(sql`status = 'closed'`),
    ...textLimits("properties", {
      title: 120,
      description: 5000,
      address: 200,
      city: 100,
      state: 50,
      zip: 10,
      condition: 40,
      applicant_requirements: 1000,
    }),
    ...listLimits("properties", {
      amenities: [AMENITIES.length, 40],
      interior_features: [20, 80],
      exterior_features: [20, 80],
      community_features: [20, 80],
    }),
    // 20 places of an 80-character name and a 30-character distance, as JSON.
    ...jsonLimits("properties", { nearby_amenities: 8000 }),
  ],
);

/** Photos of a listing, each stored in several widths under `<storageKey>-<width>.webp`. */
export const propertyImages = pgTable(
  "property_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ...storedImageColumns(),
    isCover: boolean("is_cover").notNull().default(false),
    /** Where a crop keeps the photo's subject: fractions of its width and height (null: centre). */
    focusX: real("focus_x"),
    focusY: real("focus_y"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_images_property_idx").on(t.propertyId, t.position),
    check(
      "property_images_focus_check",
      sql`(focus_x is null and focus_y is null) or (focus_x between 0 and 1 and focus_y between 0 and 1)`,
    ),
    uniqueIndex("property_images_one_cover_idx").on(t.propertyId).where(sql`is_cover`),
    ...textLimits("property_images", { storage_key: 200, label: PROPERTY_IMAGE_LABEL_MAX }),
  ],
);

/** A member's list of listings (saved, viewed): both go with the member and with the listing. */
const memberListingColumns = () => ({
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  propertyId: uuid("property_id")
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" }),
});

export const savedProperties = pgTable(
  "saved_properties",
  {
    ...memberListingColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index("saved_properties_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The listings a member opened, newest first, so any of their browsers can offer them again. */
export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    ...memberListingColumns(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index("recently_viewed_user_idx").on(t.userId, t.viewedAt),
  ],
);

/** Contact Agent messages, kept for the listing's realtor. */
export const propertyInquiries = pgTable(
  "property_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    realtorId: text("realtor_id").references(() => user.id, { onDelete: "set null" }),
    /** A signed-in sender; deleting their account deletes what they wrote. */
    senderId: text("sender_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_inquiries_realtor_idx").on(t.realtorId, t.createdAt),
    ...textLimits("property_inquiries", {
      name: 100,
      email: 254,
      phone: 30,
      message: CONTACT_MESSAGE_MAX,
    }),
  ],
);
