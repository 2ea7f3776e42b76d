import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { savedSearches } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { savedSearchCriteria } from "./saved-search-criteria";

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres share `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Finishes migration 0029 (decision 038): each search saved with text before its text was read
 * as the search reads it is read again (savedSearchCriteria), its criteria columns rewritten,
 * its query (and so its label) left as the owner saved it. The migration lists those searches
 * in saved_searches_unread; each leaves the list once re-read, and the emptied list is dropped,
 * so a start after that is one catalogue lookup. A query the search no longer accepts keeps the
 * columns it had.
 */
export async function completeSavedSearchText(db: Database): Promise<void> {
  const [list] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('saved_searches_unread')::text as name`),
  );
  if (!list?.name) return;
  const unread = rowsOf<{ id: string; query: string }>(
    await db.execute(sql`select s.id, s.query from saved_searches s
      join saved_searches_unread u on u.search_id = s.id`),
  );
  for (const search of unread) {
    const criteria = await savedSearchCriteria(search.query).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (criteria) {
      await db.update(savedSearches).set(criteria.columns).where(eq(savedSearches.id, search.id));
    }
    await db.execute(sql`delete from saved_searches_unread where search_id = ${search.id}`);
  }
  await db.execute(sql`drop table if exists saved_searches_unread`);
}
