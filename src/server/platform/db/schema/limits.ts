import { sql } from "drizzle-orm";
import { check } from "drizzle-orm/pg-core";

/**
 * Length limits the database itself enforces, so no path (a library's endpoint, a script, a
 * future route) can store unbounded text. They match the forms' schemas in src/shared/schemas;
 * where a column is written only by the server or a library, they leave generous room.
 * Each check is named `<table>_<column>_max_length`, which the error handler answers with a 400.
 */
export const MAX_LENGTH_SUFFIX = "_max_length";

const name = (table: string, column: string) => `${table}_${column}${MAX_LENGTH_SUFFIX}`;

/** Plain text columns: at most `max` characters each. */
export function textLimits(table: string, limits: Record<string, number>) {
  return Object.entries(limits).map(([column, max]) =>
    check(name(table, column), sql.raw(`char_length(${column}) <= ${max}`)),
  );
}

/** text[] columns: at most `items` entries, and their text together at most items x itemLength. */
export function listLimits(
  table: string,
  limits: Record<string, [items: number, itemLength: number]>,
) {
  return Object.entries(limits).map(([column, [items, itemLength]]) =>
    check(
      name(table, column),
      sql.raw(
        `cardinality(${column}) <= ${items} and char_length(array_to_string(${column}, '')) <= ${items * itemLength}`,
      ),
    ),
  );
}

/** jsonb columns: their JSON text at most `max` characters. */
export function jsonLimits(table: string, limits: Record<string, number>) {
  return Object.entries(limits).map(([column, max]) =>
    check(name(table, column), sql.raw(`char_length(${column}::text) <= ${max}`)),
  );
}
