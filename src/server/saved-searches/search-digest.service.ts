import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { digestPeriod } from "../notifications/digest-period";
import type { AppMailer, MailKind, MailProps } from "../notifications/events";
import type { AlertListing } from "../notifications/events/search-alert";
import { mailPreferencesOf } from "../notifications/mail-preferences";
import type { Database } from "../platform/db/client";
import { savedSearches, savedSearchMatches } from "../platform/db/schema";
import type { MailJob } from "../platform/mail/mailer";
import { alertListings } from "./alert-listings";
import { newsOfChanges } from "./alert-news";

/** Listings one digest shows with their photo; the rest are counted ("…and 12 more"). */
const SEARCH_DIGEST_ITEMS = 20;

/**
 * Searches claimed per transaction: one statement claims them and one marks their matches, so
 * a day's tens of thousands of digests cost a few hundred transactions, not one each (bench).
 */
const BATCH = 200;

/**
 * Daily and weekly searches due a digest at `now`: not paused, none yet in the current period
 * (UTC days, weeks from Monday, as the notices digest), and a match not e-mailed yet.
 */
function due(now: Date) {
  const daily = digestPeriod("daily", now).start;
  const weekly = digestPeriod("weekly", now).start;
  return and(
    inArray(savedSearches.frequency, ["daily", "weekly"]),
    eq(savedSearches.paused, false),
    sql`coalesce(${savedSearches.lastDigestAt}, 'epoch'::timestamptz) <
      case ${savedSearches.frequency} when 'daily' then ${daily}::timestamptz
      else ${weekly}::timestamptz end`,
    // saved_search_matches_pending_idx (search_id where emailed_at is null) serves this.
    sql`exists (select 1 from ${savedSearchMatches} where ${savedSearchMatches.searchId} =
      ${savedSearches.id} and ${savedSearchMatches.emailedAt} is null)`,
  );
}

/**
 * One batch: claims up to BATCH due searches (their last_digest_at set to `now`, rows another
 * run holds skipped), marks their pending matches e-mailed and queues each search's digest, all
 * in one transaction, so a second run or instance sends nothing twice. Returns the searches
 * mailed, or null when none was due.
 */
async function digestBatch(db: Database, mailer: AppMailer, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const batch = tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(due(now))
      .orderBy(savedSearches.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await tx
      .update(savedSearches)
      .set({ lastDigestAt: now })
      .where(inArray(savedSearches.id, batch))
      .returning();
    if (claimed.length === 0) return null;
    const pending = await tx
      .update(savedSearchMatches)
      .set({ emailedAt: now })
      .where(
        and(
          inArray(
            savedSearchMatches.searchId,
            claimed.map((search) => search.id),
          ),
          isNull(savedSearchMatches.emailedAt),
        ),
      )
      .returning({
        searchId: savedSearchMatches.searchId,
        propertyId: savedSearchMatches.propertyId,
        reason: savedSearchMatches.reason,
        changeId: savedSearchMatches.changeId,
        matchedAt: savedSearchMatches.matchedAt,
      });
    pending.sort((a, b) => b.matchedAt.getTime() - a.matchedAt.getTime());
    // Listings deleted since they matched are left out (their matches are marked all the same).
    const cards = await alertListings(tx, [...new Set(pending.map((match) => match.propertyId))]);
    const news = await newsOfChanges(tx, pending);
    const owners = await mailPreferencesOf(
      tx,
      claimed.map((search) => search.userId),
    );
    const bySearch = new Map<string, AlertListing[]>();
    for (const match of pending) {
      const card = cards.get(match.propertyId);
      if (!card) continue;
      const told = match.changeId ? news.get(match.changeId) : undefined;
      // A change whose news cannot be told (its price-history row gone) is left out too.
      if (match.changeId && !told) continue;
      const item: AlertListing = told ? { ...card, news: told } : card;
      const list = bySearch.get(match.searchId);
      if (list) list.push(item);
      else bySearch.set(match.searchId, [item]);
    }
    const mailed: string[] = [];
    const messages: MailJob<MailKind>[] = [];
    for (const search of claimed) {
      const listings = bySearch.get(search.id) ?? [];
      const member = owners.get(search.userId);
      if (!member || listings.length === 0) continue;
      const shown: AlertListing[] = listings.slice(0, SEARCH_DIGEST_ITEMS);
      const props: MailProps<"search-alert"> = {
        name: member.name,
        memberId: member.id,
        searchId: search.id,
        searchName: search.name,
        query: search.query,
        listings: shown,
        more: listings.length - shown.length,
      };
      messages.push({ kind: "search-alert", to: member.email, props });
      mailed.push(search.id);
    }
    // One insert for the batch's messages: queuing them one by one was half the run (bench).
    await mailer.enqueueMany(messages, tx);
    return mailed;
  });
}

/**
 * The alerts.digest run: one e-mail per due search listing its news since the last (new matches,
 * price cuts with the old and new price, returns to the market; photo, price, link), newest
 * first, in batches until none is due. Returns the searches mailed; `now` is a parameter so
 * tests need not wait a day.
 */
export async function sendSearchDigests(
  db: Database,
  mailer: AppMailer,
  now: Date,
): Promise<string[]> {
  const sent: string[] = [];
  for (;;) {
    const mailed = await digestBatch(db, mailer, now);
    if (mailed === null) return sent;
    sent.push(...mailed);
  }
}
