import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rawRows } from "../db/raw-rows";
import { type LimitStore, verdictOf } from "./limit-store";

/** Expired rows are swept at most this often per server. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts in the app's own database (the `rate_limits` table), through its Drizzle handle, so
 * the same code serves node-postgres and PGlite (decision 025). One upsert per attempt: the
 * database's clock decides when a window ends, so servers with skewed clocks still agree.
 */
export function createPostgresLimitStore(db: Database): LimitStore {
  let lastSweep = Date.now();
  return {
    async consume(key, limit, windowMs) {
      const [row] = await rawRows<{ points: number; ms_left: number }>(
        db,
        sql`
        insert into rate_limits (key, points, expires_at)
        values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at
                            else rate_limits.expires_at end
        returning points, (extract(epoch from expires_at - now()) * 1000)::float8 as ms_left`,
      );
      if (!row) throw new Error("rate limit upsert returned no row");
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        // Not awaited: the attempt's answer need not wait for the cleanup.
        db.execute(sql`delete from rate_limits where expires_at < now()`).catch(() => {});
      }
      return verdictOf(Number(row.points), limit, Number(row.ms_left));
    },
    close: async () => {},
  };
}
