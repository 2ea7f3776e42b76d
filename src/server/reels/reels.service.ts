import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Reel, ReelAuthor, ReelFeedPage } from "@/shared/reels";
import type { Database } from "../db/client";
import { profiles, properties, reelLikes, reels, user } from "../db/schema";
import { isUuid } from "../properties/ids";
import { toResponsiveImage } from "../properties/images";
import { mediaUrl } from "../storage/storage";
import { afterNewest, decodeNewestCursor, encodeNewestCursor, newestKey } from "./cursor";

const createdAtKey = newestKey(reels.createdAt);

/** Newest first; reels_newest_idx (created_at, id) read backwards serves it. */
const newestFirst = [desc(reels.createdAt), desc(reels.id)];

const reelColumns = {
  id: reels.id,
  title: reels.title,
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
  createdAtKey,
  authorId: user.id,
  authorName: user.name,
  authorAvatarKey: profiles.avatarKey,
  propertyId: properties.id,
  propertyTitle: properties.title,
};

/**
 * Reels with their author and listing, all in one query (left joins: both may be gone), newest
 * first. The feed and the management table both read reels through it.
 */
export function selectReels(db: Database, where: SQL | undefined) {
  return db
    .select(reelColumns)
    .from(reels)
    .leftJoin(user, eq(user.id, reels.authorId))
    .leftJoin(profiles, eq(profiles.id, reels.authorId))
    .leftJoin(properties, eq(properties.id, reels.propertyId))
    .where(where)
    .orderBy(...newestFirst);
}

export type ReelRow = Awaited<ReturnType<typeof selectReels>>[number];

/** The author as shown beside a reel or a comment; null once the account is gone. */
export function toReelAuthor(
  id: string | null,
  name: string | null,
  avatarKey: string | null,
): ReelAuthor | null {
  if (id === null || name === null) return null;
  return { id, name, avatarUrl: avatarKey ? mediaUrl(avatarKey) : null };
}

function toReel(row: ReelRow, likedByMe: boolean): Reel {
  return { ...toReelWithoutViewer(row), likedByMe };
}

/** A reel as anyone sees it, before what the viewer likes is known. */
export function toReelWithoutViewer(row: ReelRow): Omit<Reel, "likedByMe"> {
  return {
    id: row.id,
    title: row.title,
    video: {
      url: mediaUrl(row.videoKey),
      contentType: row.videoContentType,
      width: row.videoWidth,
      height: row.videoHeight,
      durationSeconds: row.durationSeconds,
    },
    // Posters are stored by the image pipeline like listing photos, so they share its URL rule.
    poster: toResponsiveImage({
      storageKey: row.posterKey,
      widths: row.posterWidths,
      width: row.posterWidth,
      height: row.posterHeight,
    }),
    author: toReelAuthor(row.authorId, row.authorName, row.authorAvatarKey),
    property:
      row.propertyId !== null && row.propertyTitle !== null
        ? { id: row.propertyId, title: row.propertyTitle }
        : null,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which of these reels the viewer likes: one query for a whole page, none when signed out. */
async function likedAmong(
  db: Database,
  viewerId: string | null,
  reelIds: string[],
): Promise<Set<string>> {
  if (viewerId === null || reelIds.length === 0) return new Set();
  const rows = await db
    .select({ reelId: reelLikes.reelId })
    .from(reelLikes)
    .where(and(eq(reelLikes.userId, viewerId), inArray(reelLikes.reelId, reelIds)));
  return new Set(rows.map((row) => row.reelId));
}

export interface FeedQuery {
  cursor?: string | undefined;
  /** A reel id: the first page starts at this reel (inclusive) and goes on with older ones. */
  from?: string | undefined;
  limit: number;
}

/**
 * One page of the feed by keyset, newest first. Null when `from` names no reel. A cursor wins
 * over `from`: it comes from a page that already started there, so `from` has nothing to add.
 * Throws a 400 ApiError for a cursor that is not valid.
 */
export async function listReels(
  db: Database,
  query: FeedQuery,
  viewerId: string | null,
): Promise<ReelFeedPage | null> {
  let start: SQL | undefined;
  if (query.cursor) {
    const cursor = decodeNewestCursor(query.cursor);
    start = afterNewest(reels.createdAt, reels.id, cursor);
  } else if (query.from) {
    if (!isUuid(query.from)) return null;
    // The shared reel's own key, read in the same statement; an unknown id yields no rows.
    start = sql`(${reels.createdAt}, ${reels.id}) <= (select r.created_at, r.id from reels r where r.id = ${query.from}::uuid)`;
  }
  const rows = await selectReels(db, start).limit(query.limit + 1);
  // With `from`, the reel itself is always on the page, so an empty page means it does not exist.
  if (!query.cursor && query.from && rows.length === 0) return null;

  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const liked = await likedAmong(
    db,
    viewerId,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toReel(row, liked.has(row.id))),
    nextCursor:
      hasMore && last ? encodeNewestCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}

/** One reel as the feed shows it; null for unknown or malformed ids. */
export async function getReel(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<Reel | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectReels(db, eq(reels.id, id)).limit(1);
  if (!row) return null;
  const liked = await likedAmong(db, viewerId, [row.id]);
  return toReel(row, liked.has(row.id));
}
