import { sql } from "drizzle-orm";
import type { Storage } from "../storage/storage";
import type { Database } from "./client";

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres share `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Finishes migration 0026: a reel stored before video sizes were recorded gets its size from
 * storage, which SQL cannot read, and then `video_bytes` becomes NOT NULL. Runs after the
 * migrations on every start; once the column is NOT NULL it is one catalogue lookup. A video
 * missing from storage takes no room, so it counts as 0 bytes.
 */
export async function completeReelSizes(
  db: Database,
  storage: Pick<Storage, "stat">,
): Promise<void> {
  const nullable = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_attribute
      where attrelid = 'reels'::regclass and attname = 'video_bytes' and not attnotnull`),
  );
  if (Number(nullable[0]?.n ?? 0) === 0) return;
  const unmeasured = rowsOf<{ id: string; video_key: string }>(
    await db.execute(sql`select id, video_key from reels where video_bytes is null`),
  );
  for (const reel of unmeasured) {
    const stored = await storage.stat(reel.video_key);
    await db.execute(sql`update reels set video_bytes = ${stored?.size ?? 0}
      where id = ${reel.id} and video_bytes is null`);
  }
  await db.execute(sql`alter table reels alter column video_bytes set not null`);
}
