import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { textLimits } from "./limits";

/**
 * Rate-limit counts shared by every app server: one row per limited key and fixed
 * window, counted up by an atomic upsert (limits/postgres-limit-store.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  () => [...textLimits("rate_limits", { key: 1000 })],
);
