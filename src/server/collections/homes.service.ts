import { and, count, eq } from "drizzle-orm";
import {
  type CollectionNote,
  type CollectionReaction,
  HOMES_PER_COLLECTION_MAX,
  NOTES_PER_HOME_MAX,
} from "@/shared/collections";
import type { Database } from "../platform/db/client";
import {
  collectionHomes,
  collectionNotes,
  collectionReactions,
  collections,
  user,
} from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";
import { propertyExists } from "../properties/properties.service";
import { noticeToOtherMembers } from "./activity-notice";
import { touch } from "./collections.service";
import { noteColumns, toNote } from "./detail.service";

export interface Actor {
  id: string;
  name: string;
}

const homeNotFound = () => ApiError.notFound("That home is not in this collection");
const noteNotFound = () => ApiError.notFound("No such note");

const homeIs = (collectionId: string, propertyId: string) =>
  and(eq(collectionHomes.collectionId, collectionId), eq(collectionHomes.propertyId, propertyId));

/** Locks the collection's row: a limit counted under it holds against concurrent adds. */
const lockCollection = (db: Database, collectionId: string) =>
  db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for("update");

/** A home or listing removed between the check and the write: the same answer as before it. */
async function orGone<T>(write: Promise<T>, gone: () => ApiError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw gone();
    throw error;
  }
}

async function requireHome(db: Database, collectionId: string, propertyId: string) {
  if (!isUuid(propertyId)) throw homeNotFound();
  const [row] = await db
    .select({ id: collectionHomes.propertyId })
    .from(collectionHomes)
    .where(homeIs(collectionId, propertyId));
  if (!row) throw homeNotFound();
}

/** Adds a listing; adding it again changes nothing. 404 for no such listing. */
export async function addHome(
  db: Database,
  collectionId: string,
  propertyId: string,
  actor: Actor,
) {
  if (!(await propertyExists(db, propertyId))) throw ApiError.notFound("No such listing");
  const write = db.transaction(async (tx) => {
    await lockCollection(tx, collectionId);
    const [held] = await tx
      .select({ n: count() })
      .from(collectionHomes)
      .where(eq(collectionHomes.collectionId, collectionId));
    if ((held?.n ?? 0) >= HOMES_PER_COLLECTION_MAX)
      throw ApiError.conflict(
        `A collection holds at most ${HOMES_PER_COLLECTION_MAX} homes. Remove one first.`,
      );
    const added = await tx
      .insert(collectionHomes)
      .values({ collectionId, propertyId, addedBy: actor.id })
      .onConflictDoNothing()
      .returning({ propertyId: collectionHomes.propertyId });
    if (added.length === 0) return;
    await touch(tx, collectionId);
    await noticeToOtherMembers(tx, collectionId, actor, "added a home.");
  });
  await orGone(write, () => ApiError.notFound("No such listing"));
}

/** Removes a listing with its notes and reactions; removing one not there is not an error. */
export async function removeHome(db: Database, collectionId: string, propertyId: string) {
  if (!isUuid(propertyId)) return;
  const removed = await db
    .delete(collectionHomes)
    .where(homeIs(collectionId, propertyId))
    .returning({ propertyId: collectionHomes.propertyId });
  if (removed.length) await touch(db, collectionId);
}

async function noteById(db: Database, collectionId: string, noteId: string) {
  if (!isUuid(noteId)) throw noteNotFound();
  const [row] = await db
    .select(noteColumns)
    .from(collectionNotes)
    .innerJoin(user, eq(user.id, collectionNotes.authorId))
    .where(and(eq(collectionNotes.id, noteId), eq(collectionNotes.collectionId, collectionId)));
  if (!row) throw noteNotFound();
  return row;
}

export async function addNote(
  db: Database,
  collectionId: string,
  propertyId: string,
  actor: Actor,
  body: string,
): Promise<CollectionNote> {
  await requireHome(db, collectionId, propertyId);
  const write = db.transaction(async (tx) => {
    await lockCollection(tx, collectionId);
    const [held] = await tx
      .select({ n: count() })
      .from(collectionNotes)
      .where(
        and(
          eq(collectionNotes.collectionId, collectionId),
          eq(collectionNotes.propertyId, propertyId),
        ),
      );
    if ((held?.n ?? 0) >= NOTES_PER_HOME_MAX)
      throw ApiError.conflict(`A home holds at most ${NOTES_PER_HOME_MAX} notes.`);
    const [row] = await tx
      .insert(collectionNotes)
      .values({ collectionId, propertyId, authorId: actor.id, body })
      .returning({ id: collectionNotes.id });
    if (!row) throw new Error("note not stored");
    await touch(tx, collectionId);
    await noticeToOtherMembers(tx, collectionId, actor, "wrote a note.");
    return toNote(await noteById(tx, collectionId, row.id));
  });
  return orGone(write, homeNotFound);
}

/** Only a note's author edits or deletes it; other members learn it with a 403. */
async function requireAuthor(db: Database, collectionId: string, noteId: string, userId: string) {
  const note = await noteById(db, collectionId, noteId);
  if (note.authorId !== userId) throw ApiError.forbidden("Only its author can change a note");
}

export async function editNote(
  db: Database,
  collectionId: string,
  noteId: string,
  userId: string,
  body: string,
): Promise<CollectionNote> {
  await requireAuthor(db, collectionId, noteId, userId);
  await db
    .update(collectionNotes)
    .set({ body, updatedAt: new Date() })
    .where(eq(collectionNotes.id, noteId));
  return toNote(await noteById(db, collectionId, noteId));
}

export async function deleteNote(
  db: Database,
  collectionId: string,
  noteId: string,
  userId: string,
) {
  await requireAuthor(db, collectionId, noteId, userId);
  await db.delete(collectionNotes).where(eq(collectionNotes.id, noteId));
}

const reactionIs = (collectionId: string, propertyId: string, userId: string) =>
  and(
    eq(collectionReactions.collectionId, collectionId),
    eq(collectionReactions.propertyId, propertyId),
    eq(collectionReactions.userId, userId),
  );

export async function setReaction(
  db: Database,
  collectionId: string,
  propertyId: string,
  userId: string,
  reaction: CollectionReaction,
) {
  await requireHome(db, collectionId, propertyId);
  const write = db
    .insert(collectionReactions)
    .values({ collectionId, propertyId, userId, reaction })
    .onConflictDoUpdate({
      target: [
        collectionReactions.collectionId,
        collectionReactions.propertyId,
        collectionReactions.userId,
      ],
      set: { reaction, updatedAt: new Date() },
    });
  await orGone(write, homeNotFound);
  await touch(db, collectionId);
}

export async function clearReaction(
  db: Database,
  collectionId: string,
  propertyId: string,
  userId: string,
) {
  if (!isUuid(propertyId)) return;
  await db.delete(collectionReactions).where(reactionIs(collectionId, propertyId, userId));
}
