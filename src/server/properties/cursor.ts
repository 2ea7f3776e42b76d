import type { PropertySort } from "@/shared/properties";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "./ids";

/**
 * Where the next page of a search starts: the sort key and id of the last row shown. It is
 * opaque to clients (base64url JSON) but not secret: a forged, well-formed cursor only starts a
 * page elsewhere, so it is validated for shape, never signed.
 */
export type SearchCursor =
  | { sort: "newest"; createdAt: string; id: string }
  | { sort: "price_high" | "price_low"; price: number; id: string };

/** created_at in UTC with microseconds, as `to_char(... 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` writes it. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

export function encodeCursor(cursor: SearchCursor): string {
  const key = cursor.sort === "newest" ? cursor.createdAt : cursor.price;
  return Buffer.from(JSON.stringify([cursor.sort, key, cursor.id])).toString("base64url");
}

/** The cursor, or a 400 with an issue on `cursor` (also when it belongs to another sort order). */
export function decodeCursor(token: string, sort: PropertySort): SearchCursor {
  const cursor = parse(token);
  if (!cursor || cursor.sort !== sort) {
    throw ApiError.validation([{ path: "cursor", message: "Cursor is not valid" }]);
  }
  return cursor;
}

function parse(token: string): SearchCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [sort, key, id] = value as unknown[];
  if (typeof id !== "string" || !isUuid(id)) return null;
  if (sort === "newest" && typeof key === "string" && isTimestamp(key)) {
    return { sort, createdAt: key, id };
  }
  if (
    (sort === "price_high" || sort === "price_low") &&
    typeof key === "number" &&
    Number.isInteger(key) &&
    key >= 0 &&
    key <= 2_147_483_647
  ) {
    return { sort, price: key, id };
  }
  return null;
}

/** A real calendar instant, so the database never sees a timestamp it would reject. */
function isTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 30 February into March and maps years below 100 to the 1900s: compare back.
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
