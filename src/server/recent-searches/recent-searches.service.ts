import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { RECENT_SEARCHES_SHOWN, type RecentSearch } from "@/shared/notifications";
import { searchLabelOfQuery } from "@/shared/search-label";
import type { Database } from "../platform/db/client";
import { recentSearches } from "../platform/db/schema";

/** How many searches are kept per user; more than are shown, so a removed one is not missed. */
const RECENT_SEARCHES_KEPT = 10;

const newestFirst = [desc(recentSearches.createdAt), desc(recentSearches.id)];

/**
 * Remembers a search (its canonical query string) as the user's newest, and forgets all but the
 * newest RECENT_SEARCHES_KEPT. Repeating a search moves it to the top instead of adding a copy.
 */
export async function rememberSearch(db: Database, userId: string, query: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ userId, query })
      .onConflictDoUpdate({
        target: [recentSearches.userId, recentSearches.query],
        set: { createdAt: sql`now()` },
      });
    const kept = tx
      .select({ id: recentSearches.id })
      .from(recentSearches)
      .where(eq(recentSearches.userId, userId))
      .orderBy(...newestFirst)
      .limit(RECENT_SEARCHES_KEPT);
    await tx
      .delete(recentSearches)
      .where(and(eq(recentSearches.userId, userId), notInArray(recentSearches.id, kept)));
  });
}

/** The user's newest searches, each with a short label for the dashboard. */
export async function listRecentSearches(db: Database, userId: string): Promise<RecentSearch[]> {
  const rows = await db
    .select({ query: recentSearches.query, createdAt: recentSearches.createdAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(...newestFirst)
    .limit(RECENT_SEARCHES_SHOWN);
  return rows.map((row) => ({
    query: row.query,
    label: searchLabelOfQuery(row.query),
    createdAt: row.createdAt.toISOString(),
  }));
}
