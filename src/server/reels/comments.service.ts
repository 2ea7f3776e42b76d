import { commentThread } from "../comments/comment-thread";
import type { Database } from "../platform/db/client";
import { reelComments, reels } from "../platform/db/schema";

/** A reel's comments: the shared thread over reel_comments, counted on the reel. */
const reelThread = commentThread({
  comments: reelComments,
  commentId: reelComments.id,
  parentOf: reelComments.reelId,
  author: reelComments.userId,
  body: reelComments.body,
  createdAt: reelComments.createdAt,
  parents: reels,
  parentId: reels.id,
  commentCount: reels.commentCount,
  row: (reelId, userId, body) => ({ reelId, userId, body }),
});

/** One page of a reel's comments, newest first; null when there is no such reel. */
export const listReelComments = (db: Database, reelId: string, cursor: string | undefined) =>
  reelThread.list(db, reelId, cursor);

/** Adds a comment and counts it on the reel; null when there is no such reel. */
export const addReelComment = (db: Database, reelId: string, userId: string, body: string) =>
  reelThread.add(db, reelId, userId, body);
