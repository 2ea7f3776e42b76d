import { and, count, desc, eq, notInArray } from "drizzle-orm";
import {
  REALTOR_LISTINGS_PAGE_SIZE,
  REALTOR_SOLD_SHOWN,
  type RealtorPublicPage,
} from "@/shared/directory";
import { responseStats, toResponseTime } from "../inbox/response-time";
import type { Database } from "../platform/db/client";
import { profiles, properties, realtorProfiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { summaryColumns, withCovers } from "../properties/properties.service";
import { nameOrEmailPrefix } from "../users/display-name";
import { activeAccountWithRole, listedCondition } from "./directory-query";
import { realtorCardColumns, toRealtorCard } from "./realtors.service";

/**
 * A realtor's public page: every active realtor has one, listed in the directory or not (an
 * account made a realtor by an administrator has no entry); their card when listed, and their
 * listings newest first, the homes they sold or rented, and their response time. Null for anyone
 * who is not an active realtor.
 */
export async function realtorPublicPage(
  db: Database,
  id: string,
  page: number,
  now = new Date(),
): Promise<RealtorPublicPage | null> {
  if (id.length > 64) return null;
  const [account] = await db
    .select({ name: user.name, email: user.email, avatarKey: profiles.avatarKey })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(user.id, id), activeAccountWithRole("realtor", now)))
    .limit(1);
  if (!account) return null;
  // Their homes on the market; off the market is nobody's business, closed ones are shown apart.
  const theirs = and(
    eq(properties.realtorId, id),
    notInArray(properties.status, ["off_market", "closed"]),
  );
  const closed = and(eq(properties.realtorId, id), eq(properties.status, "closed"));
  const [entryRows, rows, totals, soldRows, soldTotals, response] = await Promise.all([
    db
      .select(realtorCardColumns)
      .from(realtorProfiles)
      .innerJoin(user, eq(user.id, realtorProfiles.userId))
      .leftJoin(profiles, eq(profiles.id, realtorProfiles.userId))
      .where(and(eq(realtorProfiles.userId, id), listedCondition("realtor", now)))
      .limit(1),
    db
      .select(summaryColumns)
      .from(properties)
      .where(theirs)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(REALTOR_LISTINGS_PAGE_SIZE)
      .offset((page - 1) * REALTOR_LISTINGS_PAGE_SIZE),
    db.select({ n: count() }).from(properties).where(theirs),
    db
      .select(summaryColumns)
      .from(properties)
      .where(closed)
      .orderBy(desc(properties.closedOn), desc(properties.id))
      .limit(REALTOR_SOLD_SHOWN),
    db.select({ n: count() }).from(properties).where(closed),
    db
      .select({ stats: responseStats(user.id) })
      .from(user)
      .where(eq(user.id, id)),
  ]);
  const entry = entryRows[0];
  const total = totals[0]?.n ?? 0;
  return {
    id,
    name: nameOrEmailPrefix(account),
    avatarUrl: account.avatarKey ? mediaUrl(account.avatarKey) : null,
    entry: entry ? toRealtorCard(entry) : null,
    listings: {
      items: await withCovers(db, rows),
      page,
      pageCount: Math.ceil(total / REALTOR_LISTINGS_PAGE_SIZE),
      total,
    },
    sold: { items: await withCovers(db, soldRows), total: soldTotals[0]?.n ?? 0 },
    responseTime: response[0] ? toResponseTime(response[0].stats) : null,
  };
}
