/** Comment threads: reels' and blog posts', one shape and one set of rules. */
export const COMMENT_MAX = 500;
export const COMMENTS_PAGE_SIZE = 20;

/** Whoever wrote something shown beside it; null once their account is gone. */
export interface CommentAuthor {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface ThreadComment {
  id: string;
  /** Plain text: screens render it as text, never as markup. */
  body: string;
  createdAt: string;
  author: CommentAuthor | null;
}

/** One page of a thread, newest first; pass `nextCursor` back as `cursor`. */
export interface CommentsPage {
  items: ThreadComment[];
  nextCursor: string | null;
}
