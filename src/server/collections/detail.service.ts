import { and, asc, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type {
  CollectionDetail,
  CollectionHome,
  CollectionInvite,
  CollectionNote,
  CollectionReaction,
  CollectionRole,
} from "@/shared/collections";
import type { Database } from "../platform/db/client";
import {
  collectionHomes,
  collectionInvites,
  collectionMembers,
  collectionNotes,
  collectionReactions,
  collections,
  properties,
  user,
} from "../platform/db/schema";
import { summaryColumns, withCovers } from "../properties/properties.service";
import { collectionNotFound } from "./access";
import { listMembers } from "./collections.service";

export const noteColumns = {
  id: collectionNotes.id,
  authorId: collectionNotes.authorId,
  authorName: user.name,
  body: collectionNotes.body,
  createdAt: collectionNotes.createdAt,
  updatedAt: collectionNotes.updatedAt,
};

type NoteRow = { [K in keyof typeof noteColumns]: (typeof noteColumns)[K]["_"]["data"] };

export const toNote = (row: NoteRow): CollectionNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Invitations still open: their addresses are for the collection's members only. */
export async function pendingInvites(
  db: Database,
  collectionId: string,
): Promise<CollectionInvite[]> {
  const rows = await db
    .select({
      id: collectionInvites.id,
      email: collectionInvites.email,
      invitedByName: user.name,
      expiresAt: collectionInvites.expiresAt,
    })
    .from(collectionInvites)
    .innerJoin(user, eq(user.id, collectionInvites.invitedBy))
    .where(
      and(
        eq(collectionInvites.collectionId, collectionId),
        isNull(collectionInvites.acceptedAt),
        gt(collectionInvites.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(collectionInvites.createdAt));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/** Everything a member's page shows; the caller's membership is checked by the route. */
export async function collectionDetail(
  db: Database,
  collectionId: string,
  role: CollectionRole,
): Promise<CollectionDetail> {
  const [collection] = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(eq(collections.id, collectionId));
  if (!collection) throw collectionNotFound();
  const [members, invites, homeRows] = await Promise.all([
    listMembers(db, collectionId),
    pendingInvites(db, collectionId),
    db
      .select({ ...summaryColumns, addedByName: user.name, addedAt: collectionHomes.addedAt })
      .from(collectionHomes)
      .innerJoin(properties, eq(properties.id, collectionHomes.propertyId))
      .leftJoin(user, eq(user.id, collectionHomes.addedBy))
      .where(eq(collectionHomes.collectionId, collectionId))
      .orderBy(desc(collectionHomes.addedAt), desc(collectionHomes.propertyId)),
  ]);
  const ids = homeRows.map((row) => row.id);
  const [summaries, reactions, notes] = ids.length
    ? await Promise.all([
        withCovers(db, homeRows),
        // Only current members' reactions: a member who left took theirs along.
        db
          .select({
            propertyId: collectionReactions.propertyId,
            userId: collectionReactions.userId,
            reaction: collectionReactions.reaction,
          })
          .from(collectionReactions)
          .innerJoin(
            collectionMembers,
            and(
              eq(collectionMembers.collectionId, collectionReactions.collectionId),
              eq(collectionMembers.userId, collectionReactions.userId),
            ),
          )
          .where(eq(collectionReactions.collectionId, collectionId)),
        db
          .select({ propertyId: collectionNotes.propertyId, ...noteColumns })
          .from(collectionNotes)
          .innerJoin(user, eq(user.id, collectionNotes.authorId))
          .where(
            and(
              eq(collectionNotes.collectionId, collectionId),
              inArray(collectionNotes.propertyId, ids),
            ),
          )
          .orderBy(asc(collectionNotes.createdAt), asc(collectionNotes.id)),
      ])
    : [[], [], []];
  const homes: CollectionHome[] = summaries.map((property, index) => {
    const row = homeRows[index];
    return {
      property,
      addedByName: row?.addedByName ?? null,
      addedAt: (row?.addedAt ?? new Date(0)).toISOString(),
      reactions: reactions
        .filter((reaction) => reaction.propertyId === property.id)
        .map(({ userId, reaction }) => ({ userId, reaction: reaction as CollectionReaction })),
      notes: notes
        .filter((note) => note.propertyId === property.id)
        .map(({ propertyId: _, ...note }) => toNote(note)),
    };
  });
  return { ...collection, role, members, invites, homes };
}
