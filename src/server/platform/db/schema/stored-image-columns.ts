import { integer, text } from "drizzle-orm/pg-core";

/**
 * The columns of a photo stored as responsive renditions (`<storageKey>-<width>.webp`), shared
 * by listing photos and portfolio photos so both read through toResponsiveImage. A function,
 * because each table needs column builders of its own.
 */
export function storedImageColumns() {
  return {
    storageKey: text("storage_key").notNull(),
    /** Stored widths, ascending. */
    widths: integer("widths").array().notNull(),
    /** Intrinsic size of the largest rendition. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    label: text("label").notNull().default(""),
    position: integer("position").notNull().default(0),
  };
}
