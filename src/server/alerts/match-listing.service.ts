import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { savedSearches, savedSearchMatches } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { readMailPreferences } from "../notices/mail-preferences";
import { notifyUser } from "../notifications/notifications.service";
import { alertListings, searchMatched } from "./alert-listings";
import { matchingSearchIds, readMatchListing } from "./reverse-match";

interface AlertDeps {
  db: Database;
  mailer: Mailer;
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
    const ids = await matchingSearchIds(tx, listing);
    if (ids.length === 0) return 0;
    const fresh = await tx
      .insert(savedSearchMatches)
      .values(ids.map((searchId) => ({ searchId, propertyId, reason: "new" })))
      .onConflictDoNothing()
      .returning({ searchId: savedSearchMatches.searchId });
    if (fresh.length === 0) return 0;
    const card = (await alertListings(tx, [propertyId])).get(propertyId);
    if (!card) return 0;
    const searches = await tx
      .select()
      .from(savedSearches)
      .where(
        inArray(
          savedSearches.id,
          fresh.map((row) => row.searchId),
        ),
      );
    for (const search of searches) {
      await notifyUser(tx, search.userId, searchMatched(search.name, card), null);
      if (search.frequency !== "instant") continue;
      // Saved-search alerts are what the member asked for: the search's own frequency and its
      // unsubscribe link govern them, not the emailNotifications switch (decision 021).
      const member = await readMailPreferences(tx, search.userId);
      if (!member) continue;
      await mailer.enqueue(
        "search-alert",
        member.email,
        {
          name: member.name,
          memberId: member.id,
          searchId: search.id,
          searchName: search.name,
          query: search.query,
          listings: [card],
          more: 0,
        },
        tx,
      );
      await tx
        .update(savedSearchMatches)
        .set({ emailedAt: new Date() })
        .where(
          and(
            eq(savedSearchMatches.searchId, search.id),
            eq(savedSearchMatches.propertyId, propertyId),
            eq(savedSearchMatches.reason, "new"),
          ),
        );
    }
    return fresh.length;
  });
}
