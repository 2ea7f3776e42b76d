import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { DIRECTORY_PAGE_SIZE, type DirectoryPage, type RealtorCard } from "@/shared/directory";
import type { RealtorSearch } from "@/shared/schemas/directory";
import { type ResponseStats, responseStats, toResponseTime } from "../inbox/response-time";
import type { Database } from "../platform/db/client";
import { profiles, properties, realtorProfiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { reviewAverageOf, reviewCountOf } from "../reviews/review-stats";
import { nameOrEmailPrefix } from "../users/display-name";
import {
  anyTagLike,
  containsPattern,
  directoryPage,
  listedCondition,
  pageOffset,
} from "./directory-query";

function realtorFilter(search: RealtorSearch, now: Date): SQL {
  const conditions: SQL[] = [listedCondition("realtor", now)];
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(
      or(
        sql`${user.name} ilike ${pattern}`,
        sql`${realtorProfiles.company} ilike ${pattern}`,
        sql`${realtorProfiles.location} ilike ${pattern}`,
        anyTagLike(realtorProfiles.specialties, pattern),
      ) as SQL,
    );
  }
  if (search.specialty) {
    conditions.push(
      sql`exists (select 1 from unnest(${realtorProfiles.specialties}) as t(tag) where lower(t.tag) = lower(${search.specialty}))`,
    );
  }
  return and(...conditions) as SQL;
}

/** The row a realtor card is made from (`realtorCardColumns`, joined as searchRealtors does). */
interface RealtorCardRow {
  entry: typeof realtorProfiles.$inferSelect;
  name: string;
  accountEmail: string;
  avatarKey: string | null;
  activeListings: number;
  responseStats: ResponseStats;
  rating: number | null;
  reviewCount: number;
}

export function toRealtorCard({
  entry,
  name,
  accountEmail,
  avatarKey,
  activeListings,
  responseStats,
  rating,
  reviewCount,
}: RealtorCardRow): RealtorCard {
  return {
    id: entry.userId,
    name: nameOrEmailPrefix({ name, email: accountEmail }),
    title: entry.title,
    company: entry.company,
    avatarUrl: avatarKey ? mediaUrl(avatarKey) : null,
    rating: rating === null ? null : Number(rating),
    reviewCount: Number(reviewCount),
    location: entry.location,
    bio: entry.bio,
    specialties: entry.specialties,
    languages: entry.languages,
    activeListings: Number(activeListings),
    // Only an address the realtor chose to publish: the sign-in address stays private.
    email: entry.contactEmail,
    phone: entry.phone,
    website: entry.website,
    responseTime: toResponseTime(responseStats),
  };
}

/** Counted live, so Active Listings always matches the catalogue (properties_realtor_idx). */
const activeListings = sql<number>`(select count(*)::int from ${properties} where ${properties.realtorId} = ${user.id})`;

export const realtorCardColumns = {
  entry: realtorProfiles,
  name: user.name,
  accountEmail: user.email,
  avatarKey: profiles.avatarKey,
  activeListings,
  responseStats: responseStats(sql`${user.id}`),
  rating: reviewAverageOf(sql`${user.id}`),
  reviewCount: reviewCountOf(sql`${user.id}`),
};

/**
 * One page of /realtors: best rated first (unrated last), then most reviewed, then by name.
 * q matches name, company, location or a specialty; the tab matches a specialty exactly.
 */
export async function searchRealtors(
  db: Database,
  search: RealtorSearch,
  now = new Date(),
): Promise<DirectoryPage<RealtorCard>> {
  const where = realtorFilter(search, now);
  const [rows, totals] = await Promise.all([
    db
      .select(realtorCardColumns)
      .from(realtorProfiles)
      .innerJoin(user, eq(user.id, realtorProfiles.userId))
      .leftJoin(profiles, eq(profiles.id, realtorProfiles.userId))
      .where(where)
      .orderBy(
        sql`${realtorCardColumns.rating} desc nulls last`,
        desc(realtorCardColumns.reviewCount),
        asc(sql`lower(${user.name})`),
        asc(user.id),
      )
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(pageOffset(search.page)),
    db
      .select({ n: count() })
      .from(realtorProfiles)
      .innerJoin(user, eq(user.id, realtorProfiles.userId))
      .where(where),
  ]);
  const items = rows.map(toRealtorCard);
  return directoryPage(items, search.page, totals[0]?.n ?? 0);
}
