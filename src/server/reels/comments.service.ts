import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { REEL_COMMENTS_PAGE_SIZE, type ReelComment, type ReelCommentsPage } from "@/shared/reels";
import type { Database } from "../db/client";
import { profiles, reelComments, reels, user } from "../db/schema";
import { isUuid } from "../properties/ids";
import { afterNewest, decodeNewestCursor, encodeNewestCursor, newestKey } from "./cursor";
import { toReelAuthor } from "./reels.service";

const createdAtKey = newestKey(reelComments.createdAt);

/** Comments with their author; reel_comments_reel_idx (reel_id, created_at, id) serves the order. */
function selectComments(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: reelComments.id,
      body: reelComments.body,
      createdAt: reelComments.createdAt,
      createdAtKey,
      authorId: user.id,
      authorName: user.name,
      authorAvatarKey: profiles.avatarKey,
    })
    .from(reelComments)
    .leftJoin(user, eq(user.id, reelComments.userId))
    .leftJoin(profiles, eq(profiles.id, reelComments.userId))
    .where(where)
    .orderBy(desc(reelComments.createdAt), desc(reelComments.id));
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

function toComment(row: CommentRow): ReelComment {
  return {
    id: row.id,
    // Plain text, sent as stored: screens must render it as text, never as HTML.
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: toReelAuthor(row.authorId, row.authorName, row.authorAvatarKey),
  };
}

async function reelExists(db: Database, reelId: string): Promise<boolean> {
  const rows = await db.select({ id: reels.id }).from(reels).where(eq(reels.id, reelId)).limit(1);
  return rows.length > 0;
}

/**
 * One page of a reel's comments, newest first, by keyset. Null when there is no such reel.
 * Throws a 400 ApiError for a cursor that is not valid.
 */
export async function listReelComments(
  db: Database,
  reelId: string,
  cursorToken: string | undefined,
): Promise<ReelCommentsPage | null> {
  if (!isUuid(reelId)) return null;
  const cursor = cursorToken ? decodeNewestCursor(cursorToken) : null;
  const rows = await selectComments(
    db,
    and(
      eq(reelComments.reelId, reelId),
      cursor ? afterNewest(reelComments.createdAt, reelComments.id, cursor) : undefined,
    ),
  ).limit(REEL_COMMENTS_PAGE_SIZE + 1);
  // Only an empty page needs to tell "no comments (left)" from "no such reel".
  if (rows.length === 0 && !(await reelExists(db, reelId))) return null;

  const hasMore = rows.length > REEL_COMMENTS_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, REEL_COMMENTS_PAGE_SIZE) : rows;
  const last = page.at(-1);
  return {
    items: page.map(toComment),
    nextCursor:
      hasMore && last ? encodeNewestCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}

/**
 * Adds a comment (already validated and cleaned to plain text) and counts it in the same
 * transaction; null when there is no such reel.
 */
export async function addReelComment(
  db: Database,
  reelId: string,
  userId: string,
  body: string,
): Promise<ReelComment | null> {
  if (!isUuid(reelId)) return null;
  const id = await db.transaction(async (tx) => {
    // Counting first locks the reel row, so it cannot be deleted before the insert lands; no
    // row means no such reel, and nothing is written.
    const counted = await tx
      .update(reels)
      .set({ commentCount: sql`${reels.commentCount} + 1` })
      .where(eq(reels.id, reelId))
      .returning({ id: reels.id });
    if (counted.length === 0) return null;
    const [row] = await tx
      .insert(reelComments)
      .values({ reelId, userId, body })
      .returning({ id: reelComments.id });
    return row?.id ?? null;
  });
  if (id === null) return null;
  const [row] = await selectComments(db, eq(reelComments.id, id)).limit(1);
  return row ? toComment(row) : null;
}
