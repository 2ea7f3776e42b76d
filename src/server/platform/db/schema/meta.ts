import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { jsonLimits, textLimits } from "./limits";

/** Facts about the database itself, such as when demo content was seeded. */
export const appMeta = pgTable(
  "app_meta",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [...textLimits("app_meta", { key: 100 }), ...jsonLimits("app_meta", { value: 4000 })],
);
