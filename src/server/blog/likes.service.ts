import { and, eq, sql } from "drizzle-orm";
import type { BlogLikeState } from "@/shared/blog";
import type { Database } from "../platform/db/client";
import { blogPostLikes, blogPosts } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";
import { isPublished } from "./post-summaries";

/**
 * Likes (or unlikes) a published post for the user; doing it again changes nothing. Returns the
 * state the button should show, or null when there is no such published post.
 *
 * As with reel likes, like_count moves only when this transaction itself added or removed the
 * like row, so repeated or concurrent clicks never count twice, and the update re-reads the row
 * it locks, so concurrent likes by different users all land.
 */
export async function setBlogPostLike(
  db: Database,
  postId: string,
  userId: string,
  liked: boolean,
): Promise<BlogLikeState | null> {
  if (!isUuid(postId)) return null;
  const published = and(eq(blogPosts.id, postId), isPublished);
  try {
    const likeCount = await db.transaction(async (tx) => {
      const currentCount = async () => {
        const [post] = await tx
          .select({ likeCount: blogPosts.likeCount })
          .from(blogPosts)
          .where(published);
        return post?.likeCount ?? null;
      };
      if ((await currentCount()) === null) return null;
      const changed = liked
        ? await tx
            .insert(blogPostLikes)
            .values({ postId, userId })
            .onConflictDoNothing()
            .returning({ postId: blogPostLikes.postId })
        : await tx
            .delete(blogPostLikes)
            .where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)))
            .returning({ postId: blogPostLikes.postId });
      // Read again: a concurrent like this insert waited for has committed by now.
      if (changed.length === 0) return currentCount();
      const [bumped] = await tx
        .update(blogPosts)
        .set({ likeCount: sql`${blogPosts.likeCount} + ${liked ? 1 : -1}` })
        .where(eq(blogPosts.id, postId))
        .returning({ likeCount: blogPosts.likeCount });
      return bumped?.likeCount ?? null;
    });
    return likeCount === null ? null : { liked, likeCount };
  } catch (error) {
    // The post was deleted between the check and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return null;
    throw error;
  }
}
