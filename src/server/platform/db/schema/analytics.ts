import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ANALYTICS_SUBJECTS } from "@/shared/analytics";
import { textLimits } from "./limits";
import { inList } from "./properties";

/**
 * One row per listing or reel and UTC day with activity, every counter raised by one atomic
 * upsert, so any number of app servers add to the same row. No foreign key: the subject may be
 * a listing or a reel, and a deleted one's days simply age out (analytics/prune.ts).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    subjectKind: text("subject_kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    leads: integer("leads").notNull().default(0),
    tours: integer("tours").notNull().default(0),
    /** Reel plays that reported how far they got, the sum of those shares in thousandths, and
     * how many reached the end. */
    plays: integer("plays").notNull().default(0),
    watchedPermille: integer("watched_permille").notNull().default(0),
    completions: integer("completions").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.day] }),
    // The site-wide report reads a range of days across every subject.
    index("analytics_daily_day_idx").on(t.day),
    check("analytics_daily_kind_check", inList("subject_kind", ANALYTICS_SUBJECTS)),
    check(
      "analytics_daily_counts_check",
      sql`views >= 0 and visitors >= 0 and saves >= 0 and shares >= 0 and leads >= 0 and tours >= 0 and plays >= 0 and watched_permille >= 0 and completions >= 0`,
    ),
  ],
);

/**
 * Who has been counted today for a subject, as keyed hashes only (never an address): a visitor's
 * hash is salted with the day's random salt and names the subject too, so rows say nothing once
 * the salt is gone. Kept for the current and previous day only.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.hash] }),
    ...textLimits("analytics_visitors", { hash: 64 }),
  ],
);

/** One random salt per UTC day, shared by every app server and deleted with the day's visitors. */
export const analyticsSalts = pgTable(
  "analytics_salts",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    salt: text("salt").notNull(),
  },
  () => [...textLimits("analytics_salts", { salt: 64 })],
);
