import type { SQL } from "drizzle-orm";

/** What runs raw SQL: the database or a transaction on it. */
interface RawExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * The rows a raw query returns. Both drivers (PGlite and node-postgres) answer with `{ rows }`;
 * the common Database type cannot say so, and this is the one place that assumes it.
 */
export async function rawRows<Row>(db: RawExecutor, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
