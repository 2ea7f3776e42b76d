import { and, eq, isNull, ne, notExists } from "drizzle-orm";
import { preview } from "../notifications/texts";
import type { Database } from "../platform/db/client";
import { collectionMembers, collections, notifications } from "../platform/db/schema";

const collectionPath = (collectionId: string) => `/collections/${collectionId}`;

/**
 * Tells the other members, in the bell only, that a home or a note was added. A member with an
 * unread notice of this collection gets no second one, so a busy afternoon is one line, not
 * fifty; no e-mail goes out. Runs in the change's transaction.
 */
export async function noticeToOtherMembers(
  db: Database,
  collectionId: string,
  actor: { id: string; name: string },
  what: string,
) {
  const link = collectionPath(collectionId);
  const [collection] = await db
    .select({ name: collections.name })
    .from(collections)
    .where(eq(collections.id, collectionId));
  if (!collection) return;
  const recipients = await db
    .select({ userId: collectionMembers.userId })
    .from(collectionMembers)
    .where(
      and(
        eq(collectionMembers.collectionId, collectionId),
        ne(collectionMembers.userId, actor.id),
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, collectionMembers.userId),
                eq(notifications.kind, "collection_activity"),
                eq(notifications.link, link),
                isNull(notifications.readAt),
              ),
            ),
        ),
      ),
    );
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map(({ userId }) => ({
      userId,
      actorId: actor.id,
      kind: "collection_activity",
      title: preview(`New in ${collection.name}`, 300),
      body: preview(`${actor.name} ${what}`, 600),
      link,
    })),
  );
}
