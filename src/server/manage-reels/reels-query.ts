import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import {
  MANAGED_REELS_PAGE_SIZE,
  type ManagedReel,
  type ManagedReelPage,
  REEL_PROPERTY_OPTIONS_MAX,
  type ReelPropertyOption,
} from "@/shared/manage-reels";
import type { Database } from "../db/client";
import { properties, reels, user } from "../db/schema";
import { containsPattern } from "../directory/directory-query";
import { isUuid } from "../properties/ids";
import { toResponsiveImage } from "../properties/images";
import { mediaUrl } from "../storage/storage";
import { isAdmin, type ReelActor } from "./access";

const columns = {
  id: reels.id,
  title: reels.title,
  authorId: reels.authorId,
  authorName: user.name,
  propertyId: properties.id,
  propertyTitle: properties.title,
  videoKey: reels.videoKey,
  videoContentType: reels.videoContentType,
  videoWidth: reels.videoWidth,
  videoHeight: reels.videoHeight,
  durationSeconds: reels.durationSeconds,
  posterKey: reels.posterKey,
  posterWidths: reels.posterWidths,
  posterWidth: reels.posterWidth,
  posterHeight: reels.posterHeight,
  likeCount: reels.likeCount,
  commentCount: reels.commentCount,
  createdAt: reels.createdAt,
};

function selectManagedReels(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reels)
    .leftJoin(user, eq(user.id, reels.authorId))
    .leftJoin(properties, eq(properties.id, reels.propertyId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectManagedReels>>[number];

function toManagedReel(row: Row): ManagedReel {
  return {
    id: row.id,
    title: row.title,
    poster: toResponsiveImage({
      storageKey: row.posterKey,
      widths: row.posterWidths,
      width: row.posterWidth,
      height: row.posterHeight,
    }),
    video: {
      url: mediaUrl(row.videoKey),
      contentType: row.videoContentType,
      width: row.videoWidth,
      height: row.videoHeight,
      durationSeconds: row.durationSeconds,
    },
    property:
      row.propertyId !== null && row.propertyTitle !== null
        ? { id: row.propertyId, title: row.propertyTitle }
        : null,
    author:
      row.authorId !== null && row.authorName !== null
        ? { id: row.authorId, name: row.authorName }
        : null,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A realtor sees only their own reels; the filter is part of every query, never the page's job. */
const scopeOf = (actor: ReelActor): SQL | undefined =>
  isAdmin(actor) ? undefined : eq(reels.authorId, actor.id);

/**
 * The management table: newest first, a page at a time, searched by reel title or linked
 * listing title. reels_author_idx serves a realtor's own list.
 */
export async function listManagedReels(
  db: Database,
  actor: ReelActor,
  query: { q?: string | undefined; page: number },
): Promise<ManagedReelPage> {
  const conditions = [scopeOf(actor)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(ilike(reels.title, pattern));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectManagedReels(db, where)
      .orderBy(desc(reels.createdAt), desc(reels.id))
      .limit(MANAGED_REELS_PAGE_SIZE)
      .offset((query.page - 1) * MANAGED_REELS_PAGE_SIZE),
    db.select({ n: count() }).from(reels).where(where),
  ]);
  return {
    items: rows.map(toManagedReel),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: MANAGED_REELS_PAGE_SIZE,
  };
}

/** One reel as a table row; null for unknown or malformed ids. Does not check ownership. */
export async function getManagedReel(db: Database, id: string): Promise<ManagedReel | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectManagedReels(db, eq(reels.id, id)).limit(1);
  return row ? toManagedReel(row) : null;
}

/** Listings the actor may link a reel to, by title: a realtor's own, or any for an admin. */
export async function listReelPropertyOptions(
  db: Database,
  actor: ReelActor,
  q: string | undefined,
): Promise<ReelPropertyOption[]> {
  const conditions = [isAdmin(actor) ? undefined : eq(properties.realtorId, actor.id)];
  if (q) conditions.push(ilike(properties.title, containsPattern(q)));
  return db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      state: properties.state,
    })
    .from(properties)
    .where(and(...conditions))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(REEL_PROPERTY_OPTIONS_MAX);
}
