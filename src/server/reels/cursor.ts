import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { decodeCursor, encodeCursor } from "../properties/cursor";

/** Where the next page of a newest-first list starts: the (created_at, id) of the last row shown. */
export interface NewestCursor {
  /** created_at to the microsecond, as `createdAtKey` writes it. */
  createdAt: string;
  id: string;
}

/**
 * Reels, comments and notifications walk (created_at desc, id desc) exactly like the newest listings, so they
 * share that order's token format and its validation rather than keep a copy of the parser. A
 * token taken from another list only starts a page elsewhere, which is harmless.
 */
export function encodeNewestCursor(cursor: NewestCursor): string {
  return encodeCursor({ sort: "newest", ...cursor });
}

/** The cursor, or a 400 with an issue on `cursor`. */
export function decodeNewestCursor(token: string): NewestCursor {
  const cursor = decodeCursor(token, "newest");
  if (cursor.sort !== "newest") throw new Error("unreachable: decodeCursor checks the sort");
  return { createdAt: cursor.createdAt, id: cursor.id };
}

/** created_at to the microsecond, as a cursor holds it, so a page ends exactly between rows. */
export function newestKey(createdAt: AnyPgColumn) {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The rows after the cursor in (created_at desc, id desc) order. */
export function afterNewest(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: NewestCursor): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** The rows before the cursor in (created_at desc, id desc) order: the newer ones. */
export function beforeNewest(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: NewestCursor): SQL {
  return sql`(${createdAt}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}
