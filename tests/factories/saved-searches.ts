import { eq, sql } from "drizzle-orm";
import {
  notifications,
  savedSearches,
  savedSearchMatches,
} from "../../src/server/platform/db/schema";
import { savedSearchCriteria } from "../../src/server/saved-searches/saved-search-criteria";
import type { TestApp } from "../setup/test-app";

let counter = 0;

export type SearchOverrides = Partial<typeof savedSearches.$inferInsert>;

/** A saved search of `userId`, stored directly (the saved-search API is another part). */
export async function createSavedSearch(
  testApp: TestApp,
  userId: string,
  overrides: SearchOverrides = {},
) {
  counter += 1;
  const [row] = await testApp.deps.db
    .insert(savedSearches)
    .values({ userId, name: `Search ${counter}`, query: `q=test-${counter}`, ...overrides })
    .returning();
  if (!row) throw new Error("no saved search");
  return row;
}

/**
 * The columns a saved search of this /search query keeps (its bounds, switches, words…), as the
 * saved-search API stores them: pass to createSavedSearch to file a search by its query.
 */
export const criteriaOf = async (query: string): Promise<SearchOverrides> => ({
  query,
  ...(await savedSearchCriteria(query)).columns,
});

/**
 * Waits until no alert job is queued or running: the listing's match, and what it queued, has
 * happened. The workers run in the test app as in production.
 */
export async function alertsSettled(testApp: TestApp, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const result = await testApp.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job
        where name like 'alerts.%' and state in ('created', 'retry', 'active')`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    if (Number(row?.n ?? 0) === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error("alert jobs did not settle");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The matches a search has recorded, as "propertyId:reason". */
export async function matchesOf(testApp: TestApp, searchId: string): Promise<string[]> {
  const rows = await testApp.deps.db
    .select()
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.searchId, searchId));
  return rows.map((row) => `${row.propertyId}:${row.reason}`).sort();
}

/** A member's notifications, oldest first, as "kind: title". */
export async function noticesOf(testApp: TestApp, userId: string): Promise<string[]> {
  const rows = await testApp.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((row) => `${row.kind}: ${row.title}`);
}
