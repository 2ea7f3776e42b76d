import { index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { LISTING_DRAFT_MAX_BYTES, type ListingDraftValues } from "@/shared/listing-drafts";
import { user } from "./auth";
import { jsonLimits } from "./limits";
import { properties } from "./properties";

/**
 * What a manager typed into the listing form and has not saved: one per manager and listing,
 * or per manager for a listing not created yet (property_id null). A save removes it.
 */
export const listingDrafts = pgTable(
  "listing_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
    /** Bounded by the route (listingDraftSchema) before it is written. */
    values: jsonb("values").$type<ListingDraftValues>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A null listing is one key too: one new-listing draft per manager.
    unique("listing_drafts_owner_property_key").on(t.ownerId, t.propertyId).nullsNotDistinct(),
    index("listing_drafts_property_idx").on(t.propertyId),
    // The route bounds the JSON as sent; jsonb's text adds a space after every colon and comma,
    // so the table's own ceiling is twice that.
    ...jsonLimits("listing_drafts", { values: 2 * LISTING_DRAFT_MAX_BYTES }),
  ],
);
