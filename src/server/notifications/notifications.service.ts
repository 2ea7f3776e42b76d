import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type AppNotification,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationKind,
  type NotificationList,
} from "@/shared/notifications";
import type { Database } from "../platform/db/client";
import { notifications } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { afterNewest, decodeNewestCursor, encodeNewestCursor, newestKey } from "../reels/cursor";
import { type NewNotification, preview } from "./texts";

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

/**
 * Tells a user something happened. Takes a database or a transaction, so producers can write
 * the notification together with what it is about: both land, or neither does. `actorId` is the
 * account whose action it reports (null for none, or a signed-out visitor): deleting that
 * account deletes the notification. Texts are cut to what a notification may hold.
 */
export async function notifyUser(
  db: Database,
  userId: string,
  notification: NewNotification,
  actorId: string | null,
) {
  await db.insert(notifications).values({
    userId,
    actorId,
    ...notification,
    title: preview(notification.title, NOTIFICATION_TITLE_MAX),
    body: preview(notification.body, NOTIFICATION_BODY_MAX),
  });
}

/** notifyUser for many users at once, in one statement (a listing matching many searches). */
export async function notifyUsers(
  db: Database,
  items: { userId: string; notification: NewNotification }[],
  actorId: string | null,
) {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map(({ userId, notification }) => ({
      userId,
      actorId,
      ...notification,
      title: preview(notification.title, NOTIFICATION_TITLE_MAX),
      body: preview(notification.body, NOTIFICATION_BODY_MAX),
    })),
  );
}

const createdAtKey = newestKey(notifications.createdAt);

const listColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  createdAtKey,
};

type NotificationRow = Omit<typeof notifications.$inferSelect, "userId" | "actorId">;

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  // Served by notifications_unread_idx (user_id where read_at is null).
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * One page of the user's notifications, newest first by keyset (`cursor` is the previous page's
 * nextCursor), and how many of all of them are unread. Throws a 400 for a cursor not valid.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
  cursorToken?: string,
): Promise<NotificationList> {
  const cursor = cursorToken ? decodeNewestCursor(cursorToken) : null;
  const [rows, unreadCount] = await Promise.all([
    db
      .select(listColumns)
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          cursor ? afterNewest(notifications.createdAt, notifications.id, cursor) : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    unreadCount,
    nextCursor:
      rows.length > limit && last
        ? encodeNewestCursor({ createdAt: last.createdAtKey, id: last.id })
        : null,
  };
}

/**
 * Marks one of the user's notifications read; reading it again keeps the first read time.
 * False when there is no such notification of theirs (someone else's counts as none).
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
