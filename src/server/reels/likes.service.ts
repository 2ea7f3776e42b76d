import { and, eq, sql } from "drizzle-orm";
import type { ReelLikeState } from "@/shared/reels";
import type { Database } from "../platform/db/client";
import { reelLikes, reels } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Moves like_count by `delta` only after this transaction itself added or removed the like row,
 * so repeated or concurrent clicks can never count twice: a second insert of the same like finds
 * the first one (waiting for it to commit) and changes nothing. The update re-reads the row it
 * locks, so concurrent likes by different users all land.
 */
async function bumpLikeCount(tx: Transaction, reelId: string, delta: 1 | -1) {
  const [row] = await tx
    .update(reels)
    .set({ likeCount: sql`${reels.likeCount} + ${delta}` })
    .where(eq(reels.id, reelId))
    .returning({ likeCount: reels.likeCount });
  return row?.likeCount ?? null;
}

async function currentLikeCount(tx: Transaction, reelId: string) {
  const [row] = await tx
    .select({ likeCount: reels.likeCount })
    .from(reels)
    .where(eq(reels.id, reelId));
  return row?.likeCount ?? null;
}

/**
 * Likes (or unlikes) a reel for the user; doing it again changes nothing. Returns the state the
 * button should show, or null when there is no such reel.
 */
export async function setReelLike(
  db: Database,
  reelId: string,
  userId: string,
  liked: boolean,
): Promise<ReelLikeState | null> {
  if (!isUuid(reelId)) return null;
  try {
    const likeCount = await db.transaction(async (tx) => {
      const changed = liked
        ? await tx
            .insert(reelLikes)
            .values({ reelId, userId })
            .onConflictDoNothing()
            .returning({ reelId: reelLikes.reelId })
        : await tx
            .delete(reelLikes)
            .where(and(eq(reelLikes.reelId, reelId), eq(reelLikes.userId, userId)))
            .returning({ reelId: reelLikes.reelId });
      return changed.length > 0
        ? bumpLikeCount(tx, reelId, liked ? 1 : -1)
        : currentLikeCount(tx, reelId);
    });
    return likeCount === null ? null : { liked, likeCount };
  } catch (error) {
    // Liking a reel that does not exist (or was deleted a moment ago) trips the foreign key.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
