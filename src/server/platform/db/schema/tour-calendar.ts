import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { TOUR_BLOCK_NOTE_MAX, TOUR_SLOT_LENGTHS, type WeeklyHours } from "@/shared/tour-calendar";
import { user } from "./auth";
import { jsonLimits, textLimits } from "./limits";

/** A realtor's tour hours; a realtor without a row offers DEFAULT_TOUR_HOURS. */
export const realtorTourHours = pgTable(
  "realtor_tour_hours",
  {
    realtorId: text("realtor_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Seven entries, Monday first: {start, end} as HH:MM on the listing's clock, or null. */
    weekly: jsonb("weekly").$type<WeeklyHours>().notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "realtor_tour_hours_slot_check",
      sql.raw(`slot_minutes in (${TOUR_SLOT_LENGTHS.join(", ")})`),
    ),
    // Seven days of two times each fit well inside this.
    ...jsonLimits("realtor_tour_hours", { weekly: 500 }),
  ],
);

/** Days a realtor takes no tours (holidays, a closing), on each listing's own calendar. */
export const realtorTourBlocks = pgTable(
  "realtor_tour_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    realtorId: text("realtor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("realtor_tour_blocks_span_check", sql`last_day >= first_day`),
    index("realtor_tour_blocks_realtor_idx").on(t.realtorId, t.lastDay),
    ...textLimits("realtor_tour_blocks", { note: TOUR_BLOCK_NOTE_MAX }),
  ],
);
