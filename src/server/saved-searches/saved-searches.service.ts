import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  ALERT_FREQUENCY_BY_EMAIL_FREQUENCY,
  ALREADY_SAVED_MESSAGE,
  type AlertFrequency,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
} from "@/shared/saved-searches";
import type { EmailFrequency } from "@/shared/schemas/profile";
import type { UpdateSavedSearch } from "@/shared/schemas/saved-searches";
import { searchLabelOfQuery } from "@/shared/search-label";
import type { Database } from "../platform/db/client";
import { profiles, savedSearches, savedSearchMatches } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import type { savedSearchCriteria } from "./saved-search-criteria";

const savedSearchNotFound = () => ApiError.notFound("Saved search not found");

/** The alert frequency a member's new search starts with: their e-mail frequency's. */
export async function defaultAlertFrequency(db: Database, userId: string): Promise<AlertFrequency> {
  const [row] = await db
    .select({ emailFrequency: profiles.emailFrequency })
    .from(profiles)
    .where(eq(profiles.id, userId));
  // The profile's check constraint holds emailFrequency to EMAIL_FREQUENCIES.
  return ALERT_FREQUENCY_BY_EMAIL_FREQUENCY[(row?.emailFrequency ?? "daily") as EmailFrequency];
}

/** Matches the member has not seen: counted per search through the (search_id, ...) index. */
const unseenMatches = sql<number>`(select count(*)::int from ${savedSearchMatches}
  where ${savedSearchMatches.searchId} = ${savedSearches.id}
  and ${savedSearchMatches.seenAt} is null)`;

/** The member's saved searches, newest first, each with its count of unseen matches. */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      paused: savedSearches.paused,
      createdAt: savedSearches.createdAt,
      newMatches: unseenMatches,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((row) => ({
    ...row,
    label: searchLabelOfQuery(row.query),
    frequency: row.frequency as AlertFrequency,
    newMatches: Number(row.newMatches),
    createdAt: row.createdAt.toISOString(),
  }));
}

interface NewSavedSearch {
  criteria: Awaited<ReturnType<typeof savedSearchCriteria>>;
  name?: string | undefined;
  frequency?: AlertFrequency | undefined;
}

/**
 * Saves a search for the member. Refused (409) past SAVED_SEARCHES_MAX, and when the same
 * criteria are saved already, pointing at that search. The member's profile row is locked for
 * the check and the insert, so two saves at once cannot both pass the limit.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  { criteria, name, frequency }: NewSavedSearch,
): Promise<SavedSearch> {
  const chosenFrequency = frequency ?? (await defaultAlertFrequency(db, userId));
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    const [existing] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, criteria.query)));
    if (existing) {
      throw ApiError.conflict(ALREADY_SAVED_MESSAGE, { existingId: existing.id });
    }
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX) {
      throw ApiError.conflict(
        `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: name || criteria.suggestedName,
        query: criteria.query,
        ...criteria.columns,
        frequency: chosenFrequency,
      })
      .returning({ id: savedSearches.id });
    if (!row) throw new Error("saved search not inserted");
    return row.id;
  });
  const saved = (await listSavedSearches(db, userId)).find((search) => search.id === id);
  if (!saved) throw savedSearchNotFound();
  return saved;
}

/** The member's own search by id: another member's, or none, is 404 alike. */
const own = (userId: string, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: UpdateSavedSearch,
): Promise<void> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const updated = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning({ id: savedSearches.id });
  if (updated.length === 0) throw savedSearchNotFound();
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const deleted = await db
    .delete(savedSearches)
    .where(own(userId, id))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw savedSearchNotFound();
}

/** The member opened the search: its matches so far are no longer new. */
export async function markSavedSearchSeen(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw savedSearchNotFound();
  const [search] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(own(userId, id));
  if (!search) throw savedSearchNotFound();
  await db
    .update(savedSearchMatches)
    .set({ seenAt: sql`now()` })
    .where(and(eq(savedSearchMatches.searchId, id), isNull(savedSearchMatches.seenAt)));
}
