import { eq } from "drizzle-orm";
import { commentThread } from "../comments/comment-thread";
import type { Database } from "../platform/db/client";
import { blogComments, blogPosts } from "../platform/db/schema";

/**
 * A blog post's comments, as reels have them: only published posts show and
 * take them, so a draft's id answers 404 like an unknown one.
 */
const postThread = commentThread({
  comments: blogComments,
  commentId: blogComments.id,
  parentOf: blogComments.postId,
  author: blogComments.userId,
  body: blogComments.body,
  createdAt: blogComments.createdAt,
  parents: blogPosts,
  parentId: blogPosts.id,
  commentCount: blogPosts.commentCount,
  visible: eq(blogPosts.status, "published"),
  row: (postId, userId, body) => ({ postId, userId, body }),
});

export const listPostComments = (db: Database, postId: string, cursor: string | undefined) =>
  postThread.list(db, postId, cursor);

export const addPostComment = (db: Database, postId: string, userId: string, body: string) =>
  postThread.add(db, postId, userId, body);
