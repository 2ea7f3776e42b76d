import { sql } from "drizzle-orm";
import type { AppMailer, MailKind, MailProps } from "../notifications/events";
import {
  type AlertListing,
  type AlertNews,
  searchAlertNotification,
} from "../notifications/events/search-alert";
import { mailPreferencesOf } from "../notifications/mail-preferences";
import { notifyUsers } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";
import { savedSearches, savedSearchMatches } from "../platform/db/schema";
import type { MailJob } from "../platform/mail/mailer";
import type { ListingChange, ListingJob } from "./alert-jobs";
import { alertListings } from "./alert-listings";
import { newsOfChanges } from "./alert-news";
import { type MatchListing, matchingWhere, readMatchListing } from "./reverse-match";

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
 * The change's news, or null when it no longer holds: a cut undone before the job ran (the
 * listing priced back at or above its old price) is news to nobody, and the edit is a plain one.
 */
async function standingNews(
  tx: Database,
  listing: MatchListing,
  change: ListingChange,
): Promise<AlertNews | null> {
  const told = await newsOfChanges(tx, [{ reason: change.reason, changeId: change.id }]);
  const news = told.get(change.id);
  if (!news || (news.kind === "price_drop" && listing.price >= news.oldPrice)) return null;
  return news;
}

/**
 * Records what the searches the listing now matches have not been told yet, and returns those
 * searches: without a change, that the listing is new to them; with one, that change. One
 * statement however many searches match; a search already told (the conflict) is not among them.
 */
async function recordNews(
  tx: Database,
  listing: MatchListing,
  change: ListingChange | null,
): Promise<FreshSearch[]> {
  // A change is also a search's first news of a listing it had not heard of: its 'new' row goes
  // in as told (e-mailed and seen through the change's row), so no later edit calls it new.
  const firstNews = change
    ? sql`, known as (
        insert into ${savedSearchMatches} (search_id, property_id, reason, emailed_at, seen_at)
        select id, ${listing.id}::uuid, 'new', now(), now() from matching
        on conflict do nothing)`
    : sql``;
  return rawRows<FreshSearch>(
    tx,
    sql`
    with matching as (select id from ${savedSearches} where ${matchingWhere(listing)})${firstNews},
    fresh as (
      insert into ${savedSearchMatches} (search_id, property_id, reason, change_id)
      select id, ${listing.id}::uuid, ${change?.reason ?? "new"}, ${change?.id ?? null}::uuid
      from matching
      on conflict do nothing
      returning search_id)
    select s.id, s.user_id as "userId", s.name, s.query, s.frequency
    from ${savedSearches} s join fresh on fresh.search_id = s.id`,
  );
}

/**
 * The alerts.listing job: every active saved search the listing now matches hears, once, that it
 * is new to it, or of the job's change (a price cut, a return to the market); a search it
 * stopped matching gets nothing. Each owner is told in the app, and by e-mail at once for an
 * instant search (a daily or weekly one waits for its digest). One transaction: a retried job
 * finds its rows already there and sends nothing twice.
 */
export async function matchListing({ db, mailer }: AlertDeps, job: ListingJob): Promise<number> {
  return db.transaction(async (tx) => {
    const listing = await readMatchListing(tx, job.propertyId);
    if (!listing) return 0;
    const news = job.change ? await standingNews(tx, listing, job.change) : null;
    const change = news ? (job.change ?? null) : null;
    const searches = await recordNews(tx, listing, change);
    if (searches.length === 0) return 0;
    const card = (await alertListings(tx, [listing.id])).get(listing.id);
    if (!card) return 0;
    const item: AlertListing = news ? { ...card, news } : card;
    for (let start = 0; start < searches.length; start += NOTIFY_CHUNK) {
      const chunk = searches.slice(start, start + NOTIFY_CHUNK);
      await notifyUsers(
        tx,
        chunk.map((search) => ({
          userId: search.userId,
          notification: searchAlertNotification(search.name, item),
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
        listings: [item],
        more: 0,
      };
      messages.push({ kind: "search-alert", to: member.email, props });
    }
    await mailer.enqueueMany(messages, tx);
    // This transaction's rows (matched_at is its start time) of the instant searches: a match
    // still waiting for the digest of a search since switched to instant is not marked.
    await tx.execute(sql`update ${savedSearchMatches} set emailed_at = now()
      where property_id = ${listing.id} and reason = ${change?.reason ?? "new"}
        and change_id is not distinct from ${change?.id ?? null}::uuid and matched_at = now()
        and search_id in (select id from ${savedSearches} where frequency = 'instant')`);
    return searches.length;
  });
}
