import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PhotoCredit } from "@/shared/properties";
import type { Reel, ReelAuthor, ReelFeedPage } from "@/shared/reels";
import { listedCondition } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { photographers, profiles, properties, reelLikes, reels, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { isUuid } from "../properties/ids";
import { toResponsiveImage } from "../properties/images";
import { nameOrEmailPrefix } from "../users/display-name";
import {
  afterNewest,
  beforeNewest,
  decodeNewestCursor,
  encodeNewestCursor,
  type NewestCursor,
  newestKey,
} from "./cursor";

const createdAtKey = newestKey(reels.createdAt);

/** Newest first; reels_newest_idx (created_at, id) read backwards serves it. */
const newestFirst = [desc(reels.createdAt), desc(reels.id)];
const oldestFirst = [asc(reels.createdAt), asc(reels.id)];

/** The photographer a reel's video is credited to (a booking's delivery), beside its author. */
const creditUser = alias(user, "credit_user");

/** Whether the directory shows the credited photographer, so the credit may link to their page. */
function creditListed(db: Database) {
  const listed = db
    .select({ one: sql`1` })
    .from(user)
    .innerJoin(photographers, eq(photographers.userId, user.id))
    .where(and(eq(user.id, reels.creditPhotographerId), listedCondition("photographer")));
  return sql<boolean>`exists (${listed})`.mapWith(Boolean);
}

const reelColumns = {
  id: reels.id,
  title: reels.title,
  videoKey: reels.videoKey,
  videoContentType: reels.videoContentType,
  videoWidth: reels.videoWidth,
  videoHeight: reels.videoHeight,
  durationSeconds: reels.durationSeconds,
  smallVideoKey: reels.smallVideoKey,
  smallVideoWidth: reels.smallVideoWidth,
  smallVideoHeight: reels.smallVideoHeight,
  captionsKey: reels.captionsKey,
  frameKeys: reels.frameKeys,
  frameWidths: reels.frameWidths,
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
export function selectReels(
  db: Database,
  where: SQL | undefined,
  order: "newest" | "oldest" = "newest",
) {
  return db
    .select({
      ...reelColumns,
      creditId: creditUser.id,
      creditName: creditUser.name,
      creditEmail: creditUser.email,
      creditListed: creditListed(db),
    })
    .from(reels)
    .leftJoin(user, eq(user.id, reels.authorId))
    .leftJoin(creditUser, eq(creditUser.id, reels.creditPhotographerId))
    .leftJoin(profiles, eq(profiles.id, reels.authorId))
    .leftJoin(properties, eq(properties.id, reels.propertyId))
    .where(where)
    .orderBy(...(order === "newest" ? newestFirst : oldestFirst));
}

export type ReelRow = Awaited<ReturnType<typeof selectReels>>[number];

/** The author as shown beside a reel or a comment; null once the account is gone. */
function toReelAuthor(
  id: string | null,
  name: string | null,
  avatarKey: string | null,
): ReelAuthor | null {
  if (id === null || name === null) return null;
  return { id, name, avatarUrl: avatarKey ? mediaUrl(avatarKey) : null };
}

function toVideoCredit(row: ReelRow): PhotoCredit | null {
  if (row.creditId === null || row.creditEmail === null) return null;
  const name = nameOrEmailPrefix({ name: row.creditName ?? "", email: row.creditEmail });
  return { id: row.creditId, name, hasPage: row.creditListed };
}

function toReel(row: ReelRow, likedByMe: boolean): Reel {
  return { ...toReelWithoutViewer(row), likedByMe };
}

/** The reel's renditions, largest first, and its captions. */
function toReelVideo(row: ReelRow): Reel["video"] {
  const full = { url: mediaUrl(row.videoKey), width: row.videoWidth, height: row.videoHeight };
  const small =
    row.smallVideoKey && row.smallVideoWidth && row.smallVideoHeight
      ? {
          url: mediaUrl(row.smallVideoKey),
          width: row.smallVideoWidth,
          height: row.smallVideoHeight,
        }
      : null;
  return {
    ...full,
    contentType: row.videoContentType,
    durationSeconds: row.durationSeconds,
    renditions: small ? [full, small] : [full],
    captions: row.captionsKey
      ? { url: mediaUrl(row.captionsKey), language: "en", label: "English" }
      : null,
  };
}

/** A reel as anyone sees it, before what the viewer likes is known. */
export function toReelWithoutViewer(row: ReelRow): Omit<Reel, "likedByMe"> {
  return {
    id: row.id,
    title: row.title,
    video: toReelVideo(row),
    // Posters are stored by the image pipeline like listing photos, so they share its URL rule.
    poster: toResponsiveImage({
      storageKey: row.posterKey,
      widths: row.posterWidths,
      width: row.posterWidth,
      height: row.posterHeight,
    }),
    author: toReelAuthor(row.authorId, row.authorName, row.authorAvatarKey),
    videoBy: toVideoCredit(row),
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
  /** With a cursor: on to older reels, or back to the newer ones before it. */
  direction?: "older" | "newer";
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
  if (query.cursor && query.direction === "newer") {
    return newerReels(db, decodeNewestCursor(query.cursor), query.limit, viewerId);
  }
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
  const first = page[0];
  // A shared link starts in the middle: the reels newer than it are offered too.
  const newer = !query.cursor && query.from && first ? await hasNewer(db, keyOf(first)) : false;
  return {
    items: await withLikes(db, viewerId, page),
    nextCursor: hasMore ? cursorAt(page.at(-1)) : null,
    previousCursor: newer ? cursorAt(first) : null,
  };
}

/** The `limit` reels just newer than the cursor, newest first, and whether newer ones remain. */
async function newerReels(
  db: Database,
  cursor: NewestCursor,
  limit: number,
  viewerId: string | null,
): Promise<ReelFeedPage> {
  const rows = await selectReels(
    db,
    beforeNewest(reels.createdAt, reels.id, cursor),
    "oldest",
  ).limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return {
    items: await withLikes(db, viewerId, page),
    nextCursor: null,
    previousCursor: hasMore ? cursorAt(page[0]) : null,
  };
}

const keyOf = (row: ReelRow): NewestCursor => ({ createdAt: row.createdAtKey, id: row.id });

const cursorAt = (row: ReelRow | undefined) => (row ? encodeNewestCursor(keyOf(row)) : null);

async function hasNewer(db: Database, key: NewestCursor): Promise<boolean> {
  const [row] = await db
    .select({ id: reels.id })
    .from(reels)
    .where(beforeNewest(reels.createdAt, reels.id, key))
    .limit(1);
  return row !== undefined;
}

async function withLikes(db: Database, viewerId: string | null, rows: ReelRow[]) {
  const liked = await likedAmong(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReel(row, liked.has(row.id)));
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
