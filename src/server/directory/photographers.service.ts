import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryPage,
  PHOTOGRAPHER_TAB_MATCHES,
  type PhotographerCard,
  type PhotographerPublicPage,
  PORTFOLIO_PREVIEW,
} from "@/shared/directory";
import type { PhotographerSearch } from "@/shared/schemas/directory";
import type { Database } from "../platform/db/client";
import { photographerSpecialties, photographers, profiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { toResponsiveImage } from "../properties/images";
import { reviewAverageOf, reviewCountOf } from "../reviews/review-stats";
import { nameOrEmailPrefix } from "../users/display-name";
import { containsPattern, directoryPage, listedCondition, pageOffset } from "./directory-query";
import { listPortfolio, portfoliosOf } from "./portfolio.service";

/** Whether the photographer has a tag matching `condition` (a predicate on `ps.specialty`). */
const hasTag = (condition: SQL) =>
  sql`exists (select 1 from ${photographerSpecialties} ps where ps.photographer_id = ${photographers.userId} and ${condition})`;

function photographerFilter(search: PhotographerSearch, now: Date): SQL {
  const conditions: SQL[] = [listedCondition("photographer", now)];
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(
      or(
        sql`${user.name} ilike ${pattern}`,
        sql`${photographers.specialty} ilike ${pattern}`,
        sql`${photographers.location} ilike ${pattern}`,
        hasTag(sql`ps.specialty ilike ${pattern}`),
      ) as SQL,
    );
  }
  if (search.specialty) {
    const tags = PHOTOGRAPHER_TAB_MATCHES[search.specialty].map((tag) => tag.toLowerCase());
    conditions.push(
      hasTag(
        sql`lower(ps.specialty) in (${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )})`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** Each photographer's tags, alphabetically. */
export async function tagsOf(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .select()
    .from(photographerSpecialties)
    .where(inArray(photographerSpecialties.photographerId, ids))
    .orderBy(asc(photographerSpecialties.specialty));
  for (const row of rows) tags.get(row.photographerId)?.push(row.specialty);
  return tags;
}

const photographerRating = reviewAverageOf(sql`${photographers.userId}`);
const photographerReviewCount = reviewCountOf(sql`${photographers.userId}`);

/** The columns a photographer's card is drawn from. */
const cardColumns = {
  entry: photographers,
  name: user.name,
  accountEmail: user.email,
  avatarKey: profiles.avatarKey,
  instagram: sql<string | null>`${profiles.socialMedia} ->> 'instagram'`,
  rating: photographerRating,
  reviewCount: photographerReviewCount,
};

type CardRow = {
  entry: typeof photographers.$inferSelect;
  name: string;
  accountEmail: string;
  avatarKey: string | null;
  instagram: string | null;
  rating: number | string | null;
  reviewCount: number | string;
};

/** The cards of `rows`, with their tags and the first PORTFOLIO_PREVIEW portfolio photos. */
async function toCards(db: Database, rows: CardRow[]): Promise<PhotographerCard[]> {
  const ids = rows.map((row) => row.entry.userId);
  const [tags, portfolios] = await Promise.all([
    tagsOf(db, ids),
    portfoliosOf(db, ids, PORTFOLIO_PREVIEW),
  ]);
  return rows.map(
    ({
      entry,
      name,
      accountEmail,
      avatarKey,
      instagram,
      rating,
      reviewCount,
    }): PhotographerCard => ({
      id: entry.userId,
      name: nameOrEmailPrefix({ name, email: accountEmail }),
      avatarUrl: avatarKey ? mediaUrl(avatarKey) : null,
      rating: rating === null ? null : Number(rating),
      reviewCount: Number(reviewCount),
      specialty: entry.specialty,
      company: entry.company,
      location: entry.location,
      experience: entry.experience,
      priceRange: entry.priceRange,
      bio: entry.bio,
      specialties: tags.get(entry.userId) ?? [],
      portfolio: (portfolios.get(entry.userId) ?? []).map((image) => toResponsiveImage(image)),
      // Only an address the photographer chose to publish: the sign-in address stays private.
      email: entry.contactEmail,
      phone: entry.phone,
      website: entry.website,
      instagram: instagram || null,
    }),
  );
}

/**
 * One page of /photographers, ordered like /realtors. q matches name, headline specialty,
 * location or a tag; the tab matches tags (Aerial also Drone, Virtual means Virtual Tours).
 */
export async function searchPhotographers(
  db: Database,
  search: PhotographerSearch,
  now = new Date(),
): Promise<DirectoryPage<PhotographerCard>> {
  const where = photographerFilter(search, now);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(photographers)
      .innerJoin(user, eq(user.id, photographers.userId))
      .leftJoin(profiles, eq(profiles.id, photographers.userId))
      .where(where)
      .orderBy(
        sql`${photographerRating} desc nulls last`,
        desc(photographerReviewCount),
        asc(sql`lower(${user.name})`),
        asc(user.id),
      )
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(pageOffset(search.page)),
    db
      .select({ n: count() })
      .from(photographers)
      .innerJoin(user, eq(user.id, photographers.userId))
      .where(where),
  ]);
  return directoryPage(await toCards(db, rows), search.page, totals[0]?.n ?? 0);
}

/**
 * A photographer's public page: their card and their whole portfolio. Null for anyone the
 * directory does not show (unlisted, suspended, or no longer a photographer).
 */
export async function photographerPublicPage(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PhotographerPublicPage | null> {
  if (id.length > 64) return null;
  const rows = await db
    .select(cardColumns)
    .from(photographers)
    .innerJoin(user, eq(user.id, photographers.userId))
    .leftJoin(profiles, eq(profiles.id, photographers.userId))
    .where(and(eq(photographers.userId, id), listedCondition("photographer", now)))
    .limit(1);
  const [card] = await toCards(db, rows);
  if (!card) return null;
  return { photographer: card, portfolio: await listPortfolio(db, id) };
}

/** Photographers the public directory shows; the dashboard's Available Photographers card. */
export async function countListedPhotographers(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photographers)
    .innerJoin(user, eq(user.id, photographers.userId))
    .where(listedCondition("photographer", now));
  return row?.n ?? 0;
}
