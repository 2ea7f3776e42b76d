import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { savedSearches, savedSearchMatches } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { AlertListing } from "../mail/templates/search-alerts";
import { digestPeriod } from "../notices/digest-period";
import { readMailPreferences } from "../notices/mail-preferences";
import { alertListings } from "./alert-listings";

/** Listings one digest shows with their photo; the rest are counted ("…and 12 more"). */
export const SEARCH_DIGEST_ITEMS = 20;

type DigestFrequency = "daily" | "weekly";

/**
 * Daily and weekly searches due a digest at `now`: not paused, none yet in the current period
 * (UTC days, weeks from Monday, as the notices digest), and a match not e-mailed yet.
 */
async function dueSearches(db: Database, now: Date) {
  const daily = digestPeriod("daily", now).start;
  const weekly = digestPeriod("weekly", now).start;
  return db
    .select({ id: savedSearches.id, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(
      and(
        inArray(savedSearches.frequency, ["daily", "weekly"]),
        eq(savedSearches.paused, false),
        sql`coalesce(${savedSearches.lastDigestAt}, 'epoch'::timestamptz) <
          case ${savedSearches.frequency} when 'daily' then ${daily}::timestamptz
          else ${weekly}::timestamptz end`,
        // saved_search_matches_pending_idx (search_id where emailed_at is null) serves this.
        sql`exists (select 1 from ${savedSearchMatches} where ${savedSearchMatches.searchId} =
          ${savedSearches.id} and ${savedSearchMatches.emailedAt} is null)`,
      ),
    );
}

/**
 * The alerts.digest run: one e-mail per due search listing its matches since the last (photo,
 * price, link), newest first. Each search is claimed by a conditional update of last_digest_at,
 * and its matches are marked e-mailed, in the transaction that queues the message: a second run
 * or instance sends nothing twice. Matches of listings deleted since are marked and left out.
 * Returns the ids of the searches mailed; `now` is a parameter so tests need not wait a day.
 */
export async function sendSearchDigests(
  db: Database,
  mailer: Mailer,
  now: Date,
): Promise<string[]> {
  const sent: string[] = [];
  for (const due of await dueSearches(db, now)) {
    const period = digestPeriod(due.frequency as DigestFrequency, now);
    const mailed = await db.transaction(async (tx) => {
      const [search] = await tx
        .update(savedSearches)
        .set({ lastDigestAt: now })
        .where(
          and(
            eq(savedSearches.id, due.id),
            or(isNull(savedSearches.lastDigestAt), lt(savedSearches.lastDigestAt, period.start)),
          ),
        )
        .returning();
      if (!search) return false;
      const pending = await tx
        .update(savedSearchMatches)
        .set({ emailedAt: now })
        .where(
          and(eq(savedSearchMatches.searchId, search.id), isNull(savedSearchMatches.emailedAt)),
        )
        .returning({
          propertyId: savedSearchMatches.propertyId,
          matchedAt: savedSearchMatches.matchedAt,
        });
      pending.sort((a, b) => b.matchedAt.getTime() - a.matchedAt.getTime());
      const cards = await alertListings(
        tx,
        pending.map((match) => match.propertyId),
      );
      const listings = pending.flatMap((match) => cards.get(match.propertyId) ?? []);
      const member = await readMailPreferences(tx, search.userId);
      if (!member || listings.length === 0) return false;
      const shown: AlertListing[] = listings.slice(0, SEARCH_DIGEST_ITEMS);
      await mailer.enqueue(
        "search-alert",
        member.email,
        {
          name: member.name,
          memberId: member.id,
          searchId: search.id,
          searchName: search.name,
          query: search.query,
          listings: shown,
          more: listings.length - shown.length,
        },
        tx,
      );
      return true;
    });
    if (mailed) sent.push(due.id);
  }
  return sent;
}
