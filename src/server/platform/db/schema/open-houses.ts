import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { OPEN_HOUSE_KINDS, OPEN_HOUSE_LINK_MAX, type OpenHouseKind } from "@/shared/open-houses";
import { textLimits } from "./limits";
import { inList, properties } from "./properties";

/**
 * A listing's open houses: UTC instants, and the zone the realtor entered them in (the
 * listing's, from its state), which they are shown and searched in even if the state changes.
 */
export const openHouses = pgTable(
  "open_houses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    kind: text("kind").$type<OpenHouseKind>().notNull(),
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A listing's upcoming ones (its page, the cards, the overlap check), and the search's
    // weekend, which reads a span of start times across listings.
    index("open_houses_property_starts_idx").on(t.propertyId, t.startsAt),
    index("open_houses_starts_idx").on(t.startsAt),
    check("open_houses_kind_check", inList("kind", OPEN_HOUSE_KINDS)),
    check("open_houses_times_check", sql`ends_at > starts_at`),
    check("open_houses_link_check", sql`kind <> 'virtual' or link is not null`),
    ...textLimits("open_houses", { link: OPEN_HOUSE_LINK_MAX, time_zone: 64 }),
  ],
);
