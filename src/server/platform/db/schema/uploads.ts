import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { textLimits } from "./limits";

/**
 * Listing photos uploaded, checked and resized ahead of the save that uses them. A save
 * consumes its rows (the files then belong to property_images); rows never used are swept with
 * their files after a day.
 */
export const stagedUploads = pgTable(
  "staged_uploads",
  {
    id: uuid("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Base key of the renditions (`<storageKey>-<width>.webp`). */
    storageKey: text("storage_key").notNull(),
    /** Stored widths, ascending. */
    widths: integer("widths").array().notNull(),
    /** Intrinsic size of the largest rendition. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of the upload as sent, before resizing. */
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staged_uploads_owner_idx").on(t.ownerId),
    index("staged_uploads_created_idx").on(t.createdAt),
    ...textLimits("staged_uploads", { storage_key: 200 }),
  ],
);
