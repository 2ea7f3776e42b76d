import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { COMMENTS_PAGE_SIZE, type CommentsPage, type ThreadComment } from "@/shared/comments";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";
import { profiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { isUuid } from "../properties/ids";
import { afterNewest, decodeNewestCursor, encodeNewestCursor, newestKey } from "../reels/cursor";

/** Where a kind of thread lives: its comments table and the table of what is commented on. */
export interface ThreadTables<Comments extends PgTable> {
  comments: Comments;
  commentId: PgColumn;
  /** The comment's reel or post. */
  parentOf: PgColumn;
  author: PgColumn;
  body: PgColumn;
  createdAt: PgColumn;
  parents: PgTable;
  parentId: PgColumn;
  /** The parent's comment count, kept in the same transaction as each new comment. */
  commentCount: PgColumn;
  /** Only these parents take comments and show them (e.g. published posts); all when left out. */
  visible?: SQL;
  /** A new comment row. */
  row: (parentId: string, userId: string, body: string) => Comments["$inferInsert"];
}

/**
 * Reels' and blog posts' comment threads: newest first by keyset, plain text,
 * each new comment counted on its parent in the same transaction.
 */
export function commentThread<Comments extends PgTable>(t: ThreadTables<Comments>) {
  const createdAtKey = newestKey(t.createdAt);
  // The kind's own table, as a plain table: the queries here use only the columns named above.
  const commentsTable: PgTable = t.comments;

  function select(db: Database, where: SQL | undefined) {
    return db
      .select({
        id: t.commentId,
        body: t.body,
        createdAt: t.createdAt,
        createdAtKey,
        authorId: user.id,
        authorName: user.name,
        authorAvatarKey: profiles.avatarKey,
      })
      .from(commentsTable)
      .leftJoin(user, eq(user.id, t.author))
      .leftJoin(profiles, eq(profiles.id, t.author))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.commentId));
  }

  type Row = Awaited<ReturnType<typeof select>>[number];

  const toComment = (row: Row): ThreadComment => ({
    id: row.id as string,
    body: row.body as string,
    createdAt: (row.createdAt as Date).toISOString(),
    author:
      row.authorId === null || row.authorName === null
        ? null
        : {
            id: row.authorId,
            name: row.authorName,
            avatarUrl: row.authorAvatarKey ? mediaUrl(row.authorAvatarKey) : null,
          },
  });

  const parentWhere = (parentId: string) => and(eq(t.parentId, parentId), t.visible);

  async function parentExists(db: Database, parentId: string): Promise<boolean> {
    const rows = await db
      .select({ id: t.parentId })
      .from(t.parents)
      .where(parentWhere(parentId))
      .limit(1);
    return rows.length > 0;
  }

  return {
    /** One page, newest first. Null when there is no such parent; a 400 for a bad cursor. */
    async list(
      db: Database,
      parentId: string,
      cursorToken: string | undefined,
    ): Promise<CommentsPage | null> {
      if (!isUuid(parentId)) return null;
      const cursor = cursorToken ? decodeNewestCursor(cursorToken) : null;
      const rows = await select(
        db,
        and(
          eq(t.parentOf, parentId),
          cursor ? afterNewest(t.createdAt, t.commentId, cursor) : undefined,
        ),
      ).limit(COMMENTS_PAGE_SIZE + 1);
      // Only an empty page needs to tell "no comments (left)" from "no such parent".
      if (rows.length === 0 && !(await parentExists(db, parentId))) return null;
      const hasMore = rows.length > COMMENTS_PAGE_SIZE;
      const page = hasMore ? rows.slice(0, COMMENTS_PAGE_SIZE) : rows;
      const last = page.at(-1);
      return {
        items: page.map(toComment),
        nextCursor:
          hasMore && last
            ? encodeNewestCursor({ createdAt: last.createdAtKey, id: last.id as string })
            : null,
      };
    },

    /** Adds a comment (validated, plain text) and counts it; null when there is no such parent. */
    async add(
      db: Database,
      parentId: string,
      userId: string,
      body: string,
    ): Promise<ThreadComment | null> {
      if (!isUuid(parentId)) return null;
      const id = await db.transaction(async (tx) => {
        // Counting first locks the parent row, so it cannot be deleted before the insert lands;
        // no row means no such parent, and nothing is written.
        const count = sql.identifier(t.commentCount.name);
        const counted = await rawRows(
          tx,
          sql`update ${t.parents} set ${count} = ${count} + 1 where ${parentWhere(parentId)} returning 1`,
        );
        if (counted.length === 0) return null;
        const [row] = await tx
          .insert(t.comments)
          .values(t.row(parentId, userId, body))
          .returning({ id: t.commentId });
        return (row?.id as string | undefined) ?? null;
      });
      if (id === null) return null;
      const [row] = await select(db, eq(t.commentId, id)).limit(1);
      return row ? toComment(row) : null;
    },
  };
}
