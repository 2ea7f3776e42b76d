import { sql } from "drizzle-orm";
import type { AppMailer, MailKind, MailProps } from "../notifications/events";
import { searchMatchedNotification } from "../notifications/events/search-alert";
import { mailPreferencesOf } from "../notifications/mail-preferences";
import { notifyUsers } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { savedSearches, savedSearchMatches } from "../platform/db/schema";
import type { MailJob } from "../platform/mail/mailer";
import { alertListings } from "./alert-listings";
import { matchingWhere, readMatchListing } from "./reverse-match";

/** Notifications written per statement (bound parameters stay far below PostgreSQL's limit). */
const NOTIFY_CHUNK = 1000;

interface FreshSearch {
  id: string;
  userId: string;
  name: string;
  query: string;
  frequency: string;
}

interface AlertDeps {
  db: Database;
  mailer: AppMailer;
}

/**
 * The alerts.listing job: records the listing as a new match of every active saved search it
 * now matches, once per search (the unique index keeps a later edit from matching it again), and
 * tells each search's owner in the app, and by e-mail at once for an instant search. A search it
 * stopped matching gets nothing. One transaction: a retried job finds its rows already there and
 * sends nothing twice.
 */
export async function matchListing({ db, mailer }: AlertDeps, propertyId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const listing = await readMatchListing(tx, propertyId);
    if (!listing) return 0;
    // One statement, however many searches match: the new rows and their searches come back
    // together, and a search already told about this listing (the conflict) is not among them.
    const result = await tx.execute(sql`
      with fresh as (
        insert into ${savedSearchMatches} (search_id, property_id, reason)
        select id, ${propertyId}::uuid, 'new' from ${savedSearches} where ${matchingWhere(listing)}
        on conflict do nothing
        returning search_id)
      select s.id, s.user_id as "userId", s.name, s.query, s.frequency
      from ${savedSearches} s join fresh on fresh.search_id = s.id`);
    const searches = (result as unknown as { rows: FreshSearch[] }).rows;
    if (searches.length === 0) return 0;
    const card = (await alertListings(tx, [propertyId])).get(propertyId);
    if (!card) return 0;
    for (let start = 0; start < searches.length; start += NOTIFY_CHUNK) {
      const chunk = searches.slice(start, start + NOTIFY_CHUNK);
      await notifyUsers(
        tx,
        chunk.map((search) => ({
          userId: search.userId,
          notification: searchMatchedNotification(search.name, card),
        })),
        null,
      );
    }
    // Saved-search alerts are what the member asked for: the search's own frequency and its
    // unsubscribe link govern them, not the emailNotifications switch (decision 021).
    const instant = searches.filter((search) => search.frequency === "instant");
    if (instant.length === 0) return searches.length;
    const owners = await mailPreferencesOf(
      tx,
      instant.map((search) => search.userId),
    );
    const messages: MailJob<MailKind>[] = [];
    for (const search of instant) {
      const member = owners.get(search.userId);
      if (!member) continue;
      const props: MailProps<"search-alert"> = {
        name: member.name,
        memberId: member.id,
        searchId: search.id,
        searchName: search.name,
        query: search.query,
        listings: [card],
        more: 0,
      };
      messages.push({ kind: "search-alert", to: member.email, props });
    }
    await mailer.enqueueMany(messages, tx);
    // This transaction's rows (matched_at is its start time) of the instant searches: a match
    // still waiting for the digest of a search since switched to instant is not marked.
    await tx.execute(sql`update ${savedSearchMatches} set emailed_at = now()
      where property_id = ${propertyId} and reason = 'new' and matched_at = now()
        and search_id in (select id from ${savedSearches} where frequency = 'instant')`);
    return searches.length;
  });
}
