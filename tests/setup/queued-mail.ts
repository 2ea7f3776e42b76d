import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/platform/db/client";

/**
 * How many e-mails (of `kind`, if given) were ever queued for `to` (any state, archived too).
 * Enqueueing happens in the event's transaction, so right after the request answers this is
 * final: a test can show that nothing was sent without waiting for a message that never comes.
 */
export async function queuedMailCount(db: Database, to: string, kind?: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select data from pgboss.job where name = 'mail.send'
      union all select data from pgboss.archive where name = 'mail.send'
    ) jobs where jobs.data->>'to' = ${to}
      and (${kind ?? null}::text is null or jobs.data->>'kind' = ${kind ?? null})`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
